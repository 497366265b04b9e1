/**
 * Words that n-gram models cannot place on their own: the greetings, courtesies and interface
 * commands people most often send alone ('Hello', 'Cancel', 'Ciao', 'Hej'). Five letters carry
 * too few n-grams; both eld and tinyld answer Finnish or Italian for 'Hello'. Every language gets
 * the same concepts (hello, goodbye, thanks, please, sorry, welcome, world, and the
 * commands cancel, save, delete, settings, download, upload, search, sign in, help, open, close,
 * edit, back, next), so none is favoured by having more entries. A word several languages share
 * is listed under each ('hallo', 'cancelar'): it then counts for all of them and decides nothing.
 * Lower case, single words; written by hand, see docs/decisions/0041-short-text-detection.md.
 */
const WORDS: Record<string, string> = {
  en: 'hello hi hey goodbye bye thanks thank please sorry welcome world cancel save delete settings download upload search login sign help open close edit back next',
  de: 'hallo servus tschüss danke dank bitte entschuldigung willkommen welt abbrechen speichern löschen einstellungen herunterladen hochladen suchen suche anmelden hilfe öffnen schließen bearbeiten zurück weiter',
  fr: 'bonjour salut bonsoir revoir merci pardon désolé bienvenue monde annuler enregistrer supprimer paramètres télécharger importer rechercher connexion connecter aide ouvrir fermer modifier retour suivant',
  es: 'hola adiós gracias perdón bienvenido bienvenida mundo cancelar guardar eliminar borrar configuración ajustes descargar subir buscar iniciar ayuda abrir cerrar editar atrás siguiente',
  it: 'ciao buongiorno arrivederci grazie prego scusa scusi benvenuto mondo annulla salva elimina impostazioni scarica carica cerca accedi aiuto apri chiudi modifica indietro avanti',
  'pt-BR':
    'olá oi tchau adeus obrigado obrigada desculpe bem-vindo mundo cancelar salvar excluir apagar configurações baixar enviar pesquisar buscar entrar ajuda abrir fechar editar voltar próximo',
  nl: 'hallo hoi doei bedankt dank alsjeblieft sorry welkom wereld annuleren opslaan verwijderen instellingen downloaden uploaden zoeken inloggen help openen sluiten bewerken terug volgende',
  sv: 'hej hallå tack snälla förlåt välkommen världen avbryt spara radera inställningar ladda sök logga hjälp öppna stäng redigera tillbaka nästa',
  da: 'hej hallo farvel tak undskyld velkommen verden annuller gem slet indstillinger download søg log hjælp åbn luk rediger tilbage næste',
  nb: 'hei hallo takk unnskyld velkommen verden avbryt lagre slett innstillinger last søk logg hjelp åpne lukk rediger tilbake neste',
  fi: 'hei moi terve kiitos anteeksi tervetuloa maailma peruuta tallenna poista asetukset lataa hae haku kirjaudu ohje avaa sulje muokkaa takaisin seuraava',
  pl: 'cześć witaj dziękuję dzięki proszę przepraszam witamy świat anuluj zapisz usuń ustawienia pobierz prześlij szukaj zaloguj pomoc otwórz zamknij edytuj wstecz dalej',
  cs: 'ahoj nazdar děkuji díky prosím promiňte vítejte svět zrušit uložit smazat odstranit nastavení stáhnout nahrát hledat přihlásit nápověda otevřít zavřít upravit zpět další',
  sk: 'ahoj dovidenia ďakujem vďaka prosím prepáčte vitajte svet zrušiť uložiť vymazať odstrániť nastavenia stiahnuť nahrať hľadať prihlásiť pomoc otvoriť zavrieť upraviť späť ďalej',
  hu: 'szia helló szervusz viszlát köszönöm köszi kérem bocsánat üdvözöljük világ mégse mentés törlés beállítások letöltés feltöltés keresés bejelentkezés súgó megnyitás bezárás szerkesztés vissza tovább',
  ro: 'salut bună mulțumesc mersi rog scuze bun venit lume anulează salvează șterge setări descarcă încarcă caută conectare ajutor deschide închide editează înapoi următorul',
  tr: 'merhaba selam hoşça teşekkürler teşekkür sağol lütfen özür hoş dünya iptal kaydet sil ayarlar indir yükle ara giriş yardım aç kapat düzenle geri ileri',
  ca: 'hola adéu gràcies perdó benvingut benvinguts món cancel·la desa suprimeix configuració baixa cerca inicia ajuda obre tanca edita enrere següent',
  hr: 'bok zdravo doviđenja hvala molim oprostite dobrodošli svijet odustani spremi izbriši postavke preuzmi traži prijava pomoć otvori zatvori uredi natrag dalje',
  sl: 'živjo zdravo nasvidenje hvala prosim oprostite dobrodošli svet prekliči shrani izbriši nastavitve prenesi išči prijava pomoč odpri zapri uredi nazaj naprej',
  et: 'tere head aitäh tänan palun vabandust tulemast maailm tühista salvesta kustuta seaded laadi otsi logi abi ava sulge muuda tagasi edasi',
  id: 'halo hai terima kasih tolong maaf selamat datang dunia batal simpan hapus pengaturan unduh unggah cari masuk bantuan buka tutup ubah kembali berikutnya',
  ms: 'helo hai terima kasih tolong maaf selamat datang dunia batal simpan padam tetapan muat turun cari log masuk bantuan buka tutup sunting kembali seterusnya',
  vi: 'xin chào tạm biệt cảm ơn vui lòng lỗi mừng thế giới hủy lưu xóa cài đặt tải tìm kiếm đăng nhập trợ giúp mở đóng sửa quay lại tiếp',
  ru: 'привет здравствуйте пока спасибо пожалуйста извините простите добро мир отмена отменить сохранить удалить настройки скачать загрузить поиск найти войти вход помощь открыть закрыть изменить назад далее',
  uk: 'привіт вітаю бувай дякую будь ласка вибачте ласкаво світ скасувати зберегти видалити налаштування завантажити пошук знайти увійти вхід допомога відкрити закрити редагувати назад далі',
  bg: 'здравей здравейте чао благодаря моля извинете добре дошли свят отказ запази изтрий настройки изтегли качи търсене вход помощ отвори затвори редактирай назад напред',
  ar: 'مرحبا أهلا وداعا شكرا فضلك عفوا آسف السلام العالم إلغاء حفظ حذف الإعدادات تنزيل تحميل رفع بحث الدخول مساعدة فتح إغلاق تعديل رجوع التالي',
  fa: 'سلام درود خداحافظ ممنون مرسی متشکرم لطفا ببخشید خوش آمدید جهان دنیا لغو ذخیره حذف تنظیمات دانلود بارگذاری جستجو ورود راهنما باز بستن ویرایش بازگشت بعدی',
  ur: 'سلام خدا حافظ شکریہ مہربانی معاف خوش آمدید دنیا منسوخ محفوظ ترتیبات ڈاؤن لوڈ تلاش لاگ مدد کھولیں بند ترمیم واپس اگلا',
  hi: 'नमस्ते नमस्कार अलविदा धन्यवाद शुक्रिया कृपया माफ़ क्षमा स्वागत दुनिया रद्द सहेजें हटाएँ हटाएं सेटिंग्स डाउनलोड अपलोड खोजें खोज साइन मदद सहायता खोलें बंद संपादित वापस अगला',
  mr: 'नमस्कार निरोप धन्यवाद कृपया माफ स्वागत जग रद्द जतन हटवा सेटिंग्ज डाउनलोड शोधा मदत उघडा बंद संपादित मागे पुढील',
};

const LANGUAGES_BY_WORD = new Map<string, string[]>();
for (const [language, words] of Object.entries(WORDS)) {
  for (const word of words.split(' ')) {
    const languages = LANGUAGES_BY_WORD.get(word) ?? [];
    if (!languages.includes(language)) languages.push(language);
    LANGUAGES_BY_WORD.set(word, languages);
  }
}

/** Languages that have a word list, so a caller can tell 'no listed word' from 'no list'. */
export const LISTED_LANGUAGES: ReadonlySet<string> = new Set(Object.keys(WORDS));

export interface ListedWords {
  /** How many of the words each language lists: 'hola mundo' → es 2, pt-BR 1, ca 1. */
  byLanguage: Map<string, number>;
  /** How many of the words some language lists. */
  listed: number;
}

export function listedWords(words: readonly string[]): ListedWords {
  const byLanguage = new Map<string, number>();
  let listed = 0;
  for (const word of words) {
    const languages = LANGUAGES_BY_WORD.get(word.toLowerCase());
    if (!languages) continue;
    listed++;
    for (const language of languages) byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
  }
  return { byLanguage, listed };
}
