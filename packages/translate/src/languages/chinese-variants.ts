/**
 * Characters that tell Simplified from Traditional Chinese. Each list holds only characters that
 * the other standard never writes: '发' is Simplified only, but '后', '里', '台', '只' also occur
 * in Traditional text (皇后, 鄰里, 台灣, 只有) and so are left out, while their Traditional partners
 * '後', '裡', '臺', '隻' are kept. Common characters come first; the test suite checks that the two
 * lists share nothing.
 */
export const SIMPLIFIED_ONLY =
  '们这个来时说国会学为对发经过还没进动开关问长东车话认识让请谢语读书写买卖见觉现电脑网线红绿蓝鱼鸟马门间' +
  '听气边从众与业两严丽乐习乡乱争亚产亲价优传伤体农决刘则刚创别办务劳势区华单卫历压厂县参双变号吗员响团园' +
  '围图圣场坏块坚报声处备头夺奋妈孙实宝审宪宫导将尔层岁岛币师带帮广应庆库废张弹归录态总恋战户扩执护择换据' +
  '数断无旧显术机权条杂极构样树标检汉济测热爱状独环画疗盖监确离种称积稳穷笔简类纪约级纸练组细终结给绝统继' +
  '续维综编缘罗职联肠脸节艺苏药获营虽规视览观订计讨训议记论设证评试该详误课调谁贝负财责质购费资赛赶趋转轻' +
  '较载辅辆达运远违连选递邮铁银钱错键闭闻阅队阳阴际陆险随隐难须项顺领题颜风飞饭馆验鲜鸡麦黄龙齐齿仅专临举' +
  '义乌亏仓钟汇够尽欢儿万亿厅厕灯龄虑汤碍补装复尝饿讲谈诉货贵闹况减凉么';

export const TRADITIONAL_ONLY =
  '們這個來時說國會學為對發經過還沒進動開關問長東車話認識讓請謝語讀書寫買賣見覺現電腦網線紅綠藍魚鳥馬門間' +
  '聽氣邊從眾與業兩嚴麗樂習鄉亂爭亞產親價優傳傷體農決劉則剛創別辦務勞勢區華單衛歷壓廠縣參雙變號嗎員響團園' +
  '圍圖聖場壞塊堅報聲處備頭奪奮媽孫實寶審憲宮導將爾層歲島幣師帶幫廣應慶庫廢張彈歸錄態總戀戰戶擴執護擇換據' +
  '數斷無舊顯術機權條雜極構樣樹標檢漢濟測熱愛狀獨環畫療蓋監確離種稱積穩窮筆簡類紀約級紙練組細終結給絕統繼' +
  '續維綜編緣羅職聯腸臉節藝蘇藥獲營雖規視覽觀訂計討訓議記論設證評試該詳誤課調誰貝負財責質購費資賽趕趨轉輕' +
  '較載輔輛達運遠違連選遞郵鐵銀錢錯鍵閉聞閱隊陽陰際陸險隨隱難須項順領題顏風飛飯館驗鮮雞麥黃龍齊齒僅專臨舉' +
  '義烏虧倉鐘匯夠盡歡兒萬億廳廁燈齡慮湯礙補裝復嘗餓講談訴貨貴鬧況減涼麽後裡麼臺隻髮鬆製準幾蘋係餘幹麵雲週誌' +
  '遊範闆衝曆錶纔穀醜齣鬥徵捲佔樸迴採鬚緻癥鹹薑捨複嚐';

/**
 * Everyday Mandarin characters that Japanese does not write: they tell a short line of Han
 * characters ('谢谢你') from a Japanese name or compound written without kana ('東京大学').
 */
export const MANDARIN_ONLY = '你您们們这這吗嗎呢吧啊沒么麼很她谢说說';

/** Written Cantonese words that Mandarin does not use: 嘅 (的), 咗 (了), 佢 (他), 唔 (不), 冇 (沒有), 喺 (在)... */
export const CANTONESE_ONLY = '嘅咗佢唔冇喺啲嘢噉咁嚟睇嗰';

const simplified = new Set(SIMPLIFIED_ONLY);
const traditional = new Set(TRADITIONAL_ONLY);
const cantonese = new Set(CANTONESE_ONLY);
const mandarin = new Set(MANDARIN_ONLY);

export interface ChineseVariantCounts {
  simplified: number;
  traditional: number;
  cantonese: number;
  mandarin: number;
}

/** Counts the characters in the text that belong only to one variant. */
export function countChineseVariants(text: string): ChineseVariantCounts {
  const counts = { simplified: 0, traditional: 0, cantonese: 0, mandarin: 0 };
  for (const character of text) {
    if (simplified.has(character)) counts.simplified++;
    else if (traditional.has(character)) counts.traditional++;
    if (cantonese.has(character)) counts.cantonese++;
    if (mandarin.has(character)) counts.mandarin++;
  }
  return counts;
}
