import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import { detectLanguage, UNSURE_BELOW } from './detect.ts';

describe('detectLanguage on clear text', () => {
  it.each([
    ['en', 'Please remember to water the plants while we are away on holiday.'],
    ['de', 'Könnten Sie mir bitte sagen, wo der nächste Bahnhof ist?'],
    ['fr', 'Je voudrais réserver une table pour quatre personnes ce soir.'],
    ['es', 'Mañana vamos a visitar a mis abuelos en el pueblo.'],
    ['it', 'Ho comprato del pane fresco e un po’ di formaggio al mercato.'],
    ['pt-BR', 'Você sabe se a farmácia da esquina abre no domingo?'],
    ['nl', 'We gaan dit jaar met de fiets naar het zuiden van Frankrijk.'],
    ['ru', 'Вчера вечером мы долго гуляли по набережной и разговаривали.'],
    ['uk', 'Будь ласка, зачекайте хвилинку, я зараз повернуся.'],
    ['pl', 'W przyszłym tygodniu zaczynam nową pracę w Warszawie.'],
    ['tr', 'Bu akşam arkadaşlarımla birlikte sinemaya gideceğim.'],
    ['ar', 'أود أن أحجز غرفة لشخصين لمدة ثلاث ليال من فضلك.'],
    ['fa', 'امروز هوا خیلی خوب است و می‌خواهیم به پارک برویم.'],
    ['hi', 'कल सुबह हम पहाड़ों की सैर पर जाने वाले हैं।'],
    ['vi', 'Hôm nay trời đẹp quá, chúng ta đi dạo công viên nhé.'],
    ['sv', 'Vi ska åka till mormor i stugan över midsommar.'],
    ['ja', '明日の朝、駅の前で待ち合わせしましょう。'],
    ['ko', '내일 아침에 역 앞에서 만나기로 해요.'],
    ['th', 'พรุ่งนี้เช้าเราจะไปตลาดน้ำด้วยกันนะ'],
    ['he', 'מחר בבוקר ניפגש ליד תחנת הרכבת המרכזית.'],
    ['el', 'Αύριο το πρωί θα πάμε για καφέ στην πλατεία.'],
    ['ka', 'ხვალ დილით ბაზარში წავალთ ხილის საყიდლად.'],
    ['hy', 'Վաղը առավոտյան մենք կգնանք շուկա միրգ գնելու։'],
    ['ta', 'நாளை காலை நாங்கள் சந்தைக்குப் போகிறோம்.'],
  ])('recognises %s', (language, text) => {
    const result = detectLanguage(text);
    expect(result.language).toBe(language);
    expect(result.reliable).toBe(true);
    expect(result.confidence).toBeGreaterThanOrEqual(UNSURE_BELOW);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.candidates[0]?.language).toBe(language);
  });

  it('tells Simplified from Traditional Chinese', () => {
    expect(detectLanguage('我们明天早上在火车站门口见面吧。').language).toBe('zh-Hans');
    expect(detectLanguage('我們明天早上在火車站門口見面吧。').language).toBe('zh-Hant');
    expect(detectLanguage('这个软件的界面设计得非常简洁，操作起来很方便。').language).toBe('zh-Hans');
    expect(detectLanguage('這個軟體的介面設計得非常簡潔，操作起來很方便。').language).toBe('zh-Hant');
  });

  it('recognises written Cantonese', () => {
    expect(detectLanguage('佢今日唔返嚟食飯，你哋唔使等佢喇。').language).toBe('yue');
  });

  it('uses letters and words that only one language writes', () => {
    expect(detectLanguage('Сәлеметсіз бе! Бүгін ауа райы өте жақсы, қыдырып келейік.').language).toBe('kk');
    expect(detectLanguage('Денеска одиме на пазар, а потоа ќе се вратиме дома.').language).toBe('mk');
    expect(detectLanguage('زه نن ښار ته ځم او ستا لپاره ډوډۍ راوړم').language).toBe('ps');
    expect(detectLanguage('ኣነ ሎሚ ናብ ዕዳጋ ክኸይድ እየ፣ ምሳይ ክትመጽእ ዲኻ?').language).toBe('ti');
    expect(detectLanguage('মই কাইলৈ বজাৰলৈ যাম আৰু তোমাৰ বাবে কিতাপ আনিম।').language).toBe('as');
    expect(detectLanguage('Saya tidak boleh datang kerana kereta saya rosak di hospital.').language).toBe('ms');
    expect(detectLanguage('Os miúdos estão a brincar no jardim enquanto fazemos o jantar.').language).toBe('pt-PT');
    expect(detectLanguage('Eg veit ikkje kva eg skal gjere i morgon, men det ordnar seg.').language).toBe('nn');
    expect(detectLanguage('Ek weet nie wat ons vanaand gaan eet nie, maar dit sal lekker wees.').language).toBe('af');
  });

  it('does not let one foreign name decide', () => {
    const russian = 'Делегация прибыла в Қазақстан вчера вечером и сегодня встретилась с министрами.';
    expect(detectLanguage(russian).language).toBe('ru');
    const english = 'We stayed in Ħamrun for a week and visited the temples and the old harbour every day.';
    expect(detectLanguage(english).language).toBe('en');
  });

  it('offers the other variant as the runner-up when nothing tells them apart', () => {
    const result = detectLanguage('A reunião de amanhã foi cancelada por causa da chuva.');
    expect(result.language).toBe('pt-BR');
    expect(result.candidates[1]?.language).toBe('pt-PT');
  });

  it('ignores tags, URLs, e-mail addresses and numbers', () => {
    const result = detectLanguage(
      '<g1>Bitte</g1> schicken Sie die Unterlagen an info@example.com <x2/> bis 15.3. https://example.com/de',
    );
    expect(result.language).toBe('de');
  });

  it('judges a long text by its body, sampled across its length', () => {
    const body = 'Die Stadtbibliothek bleibt wegen Umbauarbeiten bis Ende des Monats geschlossen. '.repeat(60);
    expect(detectLanguage(`Annual Report\n\n${body}`).language).toBe('de');
  });

  it('judges a book by slices of its whole length', () => {
    const english = 'The library stays closed for building work until the end of the month. '.repeat(10);
    const german = 'Die Stadtbibliothek bleibt wegen Umbauarbeiten bis Ende des Monats geschlossen. '.repeat(4000);
    expect(detectLanguage(`${english}${german}`).language).toBe('de');
  });

  // Detection reads at most DETECT_CHARS of a text: eight times the letters cost what one time does.
  it('costs the same on a long text as on one of the bound', async () => {
    const letters = (size: number) => 'abcdefghij'.repeat(size / 10);
    const prose = (size: number) => 'Die Bibliothek bleibt geschlossen. '.repeat(size / 35);
    for (const make of [letters, prose]) {
      const { ratio } = await timeGrowth(make, (text) => detectLanguage(text), 25_000);
      expect(ratio).toBeLessThan(linearBound(1));
    }
  });
});

describe('detectLanguage when unsure', () => {
  it.each([
    ['OK'],
    ['ok'],
    ['123'],
    ['3.14159 + 2 = 5'],
    ['https://example.com/path?query=1'],
    ['support@example.com'],
    ['<g1></g1><x2/>'],
    [''],
    ['   '],
    ['Hello Welt'],
    ['bonjour hello'],
    ['Hello 你好世界'],
  ])('says so for %j', (text) => {
    const result = detectLanguage(text);
    expect(result.language).toBeUndefined();
    expect(result.reliable).toBe(false);
    expect(result.confidence).toBeLessThan(UNSURE_BELOW);
  });

  it('does not pretend to know a language the model has never seen', () => {
    const result = detectLanguage('Watoto wanacheza mpira uwanjani baada ya shule.');
    expect(result.language).toBeUndefined();
    expect(result.candidates.length).toBeGreaterThan(0);
  });

  it('leaves the Chinese variant open when no character tells', () => {
    const result = detectLanguage('你好，我是小明，我在家');
    expect(result.language).toBeUndefined();
    expect(result.candidates.map((candidate) => candidate.language).sort()).toEqual(['zh-Hans', 'zh-Hant']);
  });

  it('leaves a few Han characters without kana open, as they may be Japanese', () => {
    const result = detectLanguage('東京大学');
    expect(result.language).toBeUndefined();
    expect(result.candidates.map((candidate) => candidate.language)).toContain('ja');
  });

  it('reads Latin words in text of another script as names, not as the language', () => {
    expect(detectLanguage('ok привет').guess).toBe('ru');
    expect(detectLanguage('Googleで検索').language).toBe('ja');
    expect(detectLanguage('打开 Settings 菜单').guess).toBe('zh-Hans');
    expect(detectLanguage('افتح تطبيق WhatsApp').guess).toBe('ar');
    // Where the Latin part weighs more, the text stays mixed.
    expect(detectLanguage('Learn 日本語 online').guess).toBeUndefined();
  });

  it('answers with a guess once the caller lowers the bar', () => {
    expect(detectLanguage('Danke schön', { minConfidence: 0 }).language).toBe('de');
  });
});
