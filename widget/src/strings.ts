// The widget's few visible strings, in the product's 15 languages (@winzmail/browser-kit's codes:
// 'tel', 'por', 'cz' rather than ISO 'te', 'pt', 'cs'); the kit's `languageTag` maps them for the
// lang attribute.
import { toLanguageCode, type LanguageCode } from '@winzmail/browser-kit';

export interface Strings {
  /** Fallback panel title when the organisation has no name. */
  chat: string;
  openChat: string;
  closeChat: string;
  /** Label and placeholder of the message box. */
  typeMessage: string;
  send: string;
  clear: string;
  thinking: string;
  error: string;
  /** Shown for HTTP 429 when the server sends no message of its own. */
  rateLimited: string;
  sources: string;
  welcome: string;
}

const en: Strings = {
  chat: 'Chat',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  typeMessage: 'Type your message…',
  send: 'Send',
  clear: 'Clear conversation',
  thinking: 'Thinking…',
  error: 'Something went wrong. Please try again.',
  rateLimited: 'Too many messages. Please wait a moment and try again.',
  sources: 'Sources',
  welcome: 'Hi! Ask me anything about us.',
};

const TABLE: Record<LanguageCode, Strings> = {
  en,
  ar: {
    chat: 'محادثة',
    openChat: 'افتح المحادثة',
    closeChat: 'أغلق المحادثة',
    typeMessage: 'اكتب رسالتك…',
    send: 'إرسال',
    clear: 'مسح المحادثة',
    thinking: 'جارٍ التفكير…',
    error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    rateLimited: 'رسائل كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    sources: 'المصادر',
    welcome: 'مرحبًا! اسألني أي شيء عنّا.',
  },
  hi: {
    chat: 'चैट',
    openChat: 'चैट खोलें',
    closeChat: 'चैट बंद करें',
    typeMessage: 'अपना संदेश लिखें…',
    send: 'भेजें',
    clear: 'बातचीत साफ़ करें',
    thinking: 'सोच रहा है…',
    error: 'कुछ गलत हो गया। कृपया फिर से प्रयास करें।',
    rateLimited: 'बहुत अधिक संदेश। कृपया थोड़ी देर रुककर फिर से प्रयास करें।',
    sources: 'स्रोत',
    welcome: 'नमस्ते! हमारे बारे में कुछ भी पूछें।',
  },
  zh: {
    chat: '聊天',
    openChat: '打开聊天',
    closeChat: '关闭聊天',
    typeMessage: '输入您的消息…',
    send: '发送',
    clear: '清除对话',
    thinking: '正在思考…',
    error: '出了点问题，请重试。',
    rateLimited: '消息过多，请稍后再试。',
    sources: '来源',
    welcome: '您好！关于我们的任何问题都可以问我。',
  },
  fr: {
    chat: 'Chat',
    openChat: 'Ouvrir le chat',
    closeChat: 'Fermer le chat',
    typeMessage: 'Écrivez votre message…',
    send: 'Envoyer',
    clear: 'Effacer la conversation',
    thinking: 'Réflexion…',
    error: 'Une erreur s’est produite. Veuillez réessayer.',
    rateLimited: 'Trop de messages. Veuillez patienter un instant et réessayer.',
    sources: 'Sources',
    welcome: 'Bonjour ! Posez-moi toutes vos questions sur nous.',
  },
  de: {
    chat: 'Chat',
    openChat: 'Chat öffnen',
    closeChat: 'Chat schließen',
    typeMessage: 'Nachricht eingeben…',
    send: 'Senden',
    clear: 'Unterhaltung löschen',
    thinking: 'Denke nach…',
    error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    rateLimited: 'Zu viele Nachrichten. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    sources: 'Quellen',
    welcome: 'Hallo! Fragen Sie mich alles über uns.',
  },
  he: {
    chat: 'צ׳אט',
    openChat: 'פתיחת הצ׳אט',
    closeChat: 'סגירת הצ׳אט',
    typeMessage: 'הקלידו את ההודעה שלכם…',
    send: 'שליחה',
    clear: 'ניקוי השיחה',
    thinking: 'חושב…',
    error: 'משהו השתבש. נא לנסות שוב.',
    rateLimited: 'יותר מדי הודעות. נא להמתין רגע ולנסות שוב.',
    sources: 'מקורות',
    welcome: 'שלום! אפשר לשאול אותי כל דבר עלינו.',
  },
  es: {
    chat: 'Chat',
    openChat: 'Abrir chat',
    closeChat: 'Cerrar chat',
    typeMessage: 'Escribe tu mensaje…',
    send: 'Enviar',
    clear: 'Borrar conversación',
    thinking: 'Pensando…',
    error: 'Algo salió mal. Inténtalo de nuevo.',
    rateLimited: 'Demasiados mensajes. Espera un momento e inténtalo de nuevo.',
    sources: 'Fuentes',
    welcome: '¡Hola! Pregúntame lo que quieras sobre nosotros.',
  },
  ta: {
    chat: 'அரட்டை',
    openChat: 'அரட்டையைத் திற',
    closeChat: 'அரட்டையை மூடு',
    typeMessage: 'உங்கள் செய்தியை உள்ளிடவும்…',
    send: 'அனுப்பு',
    clear: 'உரையாடலை அழி',
    thinking: 'யோசிக்கிறது…',
    error: 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சிக்கவும்.',
    rateLimited: 'அதிகமான செய்திகள். சிறிது நேரம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
    sources: 'ஆதாரங்கள்',
    welcome: 'வணக்கம்! எங்களைப் பற்றி எதையும் கேளுங்கள்.',
  },
  tel: {
    chat: 'చాట్',
    openChat: 'చాట్ తెరవండి',
    closeChat: 'చాట్ మూసివేయండి',
    typeMessage: 'మీ సందేశాన్ని టైప్ చేయండి…',
    send: 'పంపండి',
    clear: 'సంభాషణను తొలగించండి',
    thinking: 'ఆలోచిస్తోంది…',
    error: 'ఏదో తప్పు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    rateLimited: 'చాలా ఎక్కువ సందేశాలు. దయచేసి కొంత సేపు ఆగి మళ్లీ ప్రయత్నించండి.',
    sources: 'మూలాలు',
    welcome: 'నమస్కారం! మా గురించి ఏదైనా అడగండి.',
  },
  por: {
    chat: 'Chat',
    openChat: 'Abrir chat',
    closeChat: 'Fechar chat',
    typeMessage: 'Digite sua mensagem…',
    send: 'Enviar',
    clear: 'Limpar conversa',
    thinking: 'Pensando…',
    error: 'Algo deu errado. Tente novamente.',
    rateLimited: 'Muitas mensagens. Aguarde um momento e tente novamente.',
    sources: 'Fontes',
    welcome: 'Olá! Pergunte-me qualquer coisa sobre nós.',
  },
  kn: {
    chat: 'ಚಾಟ್',
    openChat: 'ಚಾಟ್ ತೆರೆಯಿರಿ',
    closeChat: 'ಚಾಟ್ ಮುಚ್ಚಿ',
    typeMessage: 'ನಿಮ್ಮ ಸಂದೇಶವನ್ನು ಟೈಪ್ ಮಾಡಿ…',
    send: 'ಕಳುಹಿಸಿ',
    clear: 'ಸಂಭಾಷಣೆಯನ್ನು ಅಳಿಸಿ',
    thinking: 'ಯೋಚಿಸುತ್ತಿದೆ…',
    error: 'ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    rateLimited: 'ಹಲವಾರು ಸಂದೇಶಗಳು. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಕಾಯ್ದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    sources: 'ಮೂಲಗಳು',
    welcome: 'ನಮಸ್ಕಾರ! ನಮ್ಮ ಬಗ್ಗೆ ಏನಾದರೂ ಕೇಳಿ.',
  },
  ml: {
    chat: 'ചാറ്റ്',
    openChat: 'ചാറ്റ് തുറക്കുക',
    closeChat: 'ചാറ്റ് അടയ്ക്കുക',
    typeMessage: 'നിങ്ങളുടെ സന്ദേശം ടൈപ്പ് ചെയ്യുക…',
    send: 'അയയ്ക്കുക',
    clear: 'സംഭാഷണം മായ്ക്കുക',
    thinking: 'ചിന്തിക്കുന്നു…',
    error: 'എന്തോ കുഴപ്പം സംഭവിച്ചു. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
    rateLimited: 'വളരെയധികം സന്ദേശങ്ങൾ. അൽപ്പസമയം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.',
    sources: 'ഉറവിടങ്ങൾ',
    welcome: 'നമസ്കാരം! ഞങ്ങളെക്കുറിച്ച് എന്തും ചോദിക്കൂ.',
  },
  cz: {
    chat: 'Chat',
    openChat: 'Otevřít chat',
    closeChat: 'Zavřít chat',
    typeMessage: 'Napište zprávu…',
    send: 'Odeslat',
    clear: 'Vymazat konverzaci',
    thinking: 'Přemýšlím…',
    error: 'Něco se pokazilo. Zkuste to prosím znovu.',
    rateLimited: 'Příliš mnoho zpráv. Chvíli počkejte a zkuste to znovu.',
    sources: 'Zdroje',
    welcome: 'Dobrý den! Zeptejte se mě na cokoli o nás.',
  },
  sw: {
    chat: 'Gumzo',
    openChat: 'Fungua gumzo',
    closeChat: 'Funga gumzo',
    typeMessage: 'Andika ujumbe wako…',
    send: 'Tuma',
    clear: 'Futa mazungumzo',
    thinking: 'Inafikiri…',
    error: 'Hitilafu imetokea. Tafadhali jaribu tena.',
    rateLimited: 'Ujumbe mwingi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
    sources: 'Vyanzo',
    welcome: 'Habari! Niulize chochote kuhusu sisi.',
  },
};

export function stringsFor(code: unknown): Strings {
  return TABLE[toLanguageCode(code)];
}
