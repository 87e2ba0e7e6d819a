/**
 * The account mails' texts in the 15 interface languages (the web app's codes). `{app}`,
 * `{minutes}`, `{hours}` and `{email}` are filled in; the link goes on a line of its own.
 */
import type { UiLanguage } from '@winzmail/platform/text';

export type MailLanguage = UiLanguage;

export interface AccountMailTexts {
  resetSubject: string;
  resetIntro: string;
  resetExpiry: string;
  resetIgnore: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmExpiry: string;
  confirmIgnore: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<MailLanguage, AccountMailTexts> = {
  en: {
    resetSubject: 'Reset your {app} password',
    resetIntro:
      'Someone asked to reset the password of your {app} account. To choose a new one, open this link:',
    resetExpiry: 'The link works once and expires in {minutes} minutes.',
    resetIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    confirmSubject: 'Confirm your new {app} sign-in email',
    confirmIntro: 'To make {email} the sign-in email of your {app} account, open this link:',
    confirmExpiry: 'The link works once and expires in {hours} hours.',
    confirmIgnore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  ar: {
    resetSubject: 'إعادة تعيين كلمة مرور {app}',
    resetIntro:
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في {app}. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
    resetExpiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {minutes} دقيقة.',
    resetIgnore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    confirmSubject: 'تأكيد بريد تسجيل الدخول الجديد في {app}',
    confirmIntro: 'لجعل {email} بريد تسجيل الدخول لحسابك في {app}، افتح هذا الرابط:',
    confirmExpiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {hours} ساعة.',
    confirmIgnore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
  },
  hi: {
    resetSubject: 'अपना {app} पासवर्ड रीसेट करें',
    resetIntro:
      'किसी ने आपके {app} खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    resetExpiry: 'यह लिंक एक ही बार काम करता है और {minutes} मिनट में समाप्त हो जाता है।',
    resetIgnore: 'यदि आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
    confirmSubject: 'अपने नए {app} साइन-इन ईमेल की पुष्टि करें',
    confirmIntro: '{email} को अपने {app} खाते का साइन-इन ईमेल बनाने के लिए यह लिंक खोलें:',
    confirmExpiry: 'यह लिंक एक ही बार काम करता है और {hours} घंटे में समाप्त हो जाता है।',
    confirmIgnore: 'यदि आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।',
  },
  zh: {
    resetSubject: '重置您的 {app} 密码',
    resetIntro: '有人请求重置您的 {app} 账户密码。如需设置新密码，请打开此链接：',
    resetExpiry: '该链接只能使用一次，{minutes} 分钟后失效。',
    resetIgnore: '如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。',
    confirmSubject: '确认您新的 {app} 登录邮箱',
    confirmIntro: '要将 {email} 设为您 {app} 账户的登录邮箱，请打开此链接：',
    confirmExpiry: '该链接只能使用一次，{hours} 小时后失效。',
    confirmIgnore: '如果这不是您本人的请求，请忽略此邮件：不会有任何更改。',
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe {app}',
    resetIntro:
      'Une réinitialisation du mot de passe de votre compte {app} a été demandée. Pour en choisir un nouveau, ouvrez ce lien :',
    resetExpiry: 'Le lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
    resetIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    confirmSubject: 'Confirmez votre nouvelle adresse de connexion {app}',
    confirmIntro:
      'Pour faire de {email} l’adresse de connexion de votre compte {app}, ouvrez ce lien :',
    confirmExpiry: 'Le lien ne fonctionne qu’une fois et expire dans {hours} heures.',
    confirmIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  },
  de: {
    resetSubject: 'Setzen Sie Ihr {app}-Passwort zurück',
    resetIntro:
      'Jemand hat angefordert, das Passwort Ihres {app}-Kontos zurückzusetzen. Um ein neues zu wählen, öffnen Sie diesen Link:',
    resetExpiry: 'Der Link funktioniert einmal und läuft in {minutes} Minuten ab.',
    resetIgnore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    confirmSubject: 'Bestätigen Sie Ihre neue {app}-Anmelde-E-Mail',
    confirmIntro:
      'Um {email} zur Anmelde-E-Mail Ihres {app}-Kontos zu machen, öffnen Sie diesen Link:',
    confirmExpiry: 'Der Link funktioniert einmal und läuft in {hours} Stunden ab.',
    confirmIgnore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  he: {
    resetSubject: 'איפוס הסיסמה שלך ב-{app}',
    resetIntro:
      'התקבלה בקשה לאפס את הסיסמה של חשבון ה-{app} שלך. כדי לבחור סיסמה חדשה, פתח את הקישור הזה:',
    resetExpiry: 'הקישור פועל פעם אחת ותוקפו פג בעוד {minutes} דקות.',
    resetIgnore: 'אם לא ביקשת זאת, התעלם מהודעה זו: הסיסמה שלך נשארת כפי שהיא.',
    confirmSubject: 'אישור כתובת הדוא״ל החדשה להתחברות ל-{app}',
    confirmIntro: 'כדי להפוך את {email} לכתובת ההתחברות של חשבון ה-{app} שלך, פתח את הקישור הזה:',
    confirmExpiry: 'הקישור פועל פעם אחת ותוקפו פג בעוד {hours} שעות.',
    confirmIgnore: 'אם לא ביקשת זאת, התעלם מהודעה זו: דבר לא ישתנה.',
  },
  es: {
    resetSubject: 'Restablece tu contraseña de {app}',
    resetIntro:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de {app}. Para elegir una nueva, abre este enlace:',
    resetExpiry: 'El enlace funciona una sola vez y caduca en {minutes} minutos.',
    resetIgnore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    confirmSubject: 'Confirma tu nuevo correo de acceso a {app}',
    confirmIntro:
      'Para que {email} sea el correo de acceso de tu cuenta de {app}, abre este enlace:',
    confirmExpiry: 'El enlace funciona una sola vez y caduca en {hours} horas.',
    confirmIgnore: 'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
  },
  ta: {
    resetSubject: 'உங்கள் {app} கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetIntro:
      'உங்கள் {app} கணக்கின் கடவுச்சொல்லை மீட்டமைக்க ஒருவர் கோரியுள்ளார். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும்:',
    resetExpiry: 'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும், {minutes} நிமிடங்களில் காலாவதியாகும்.',
    resetIgnore: 'நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
    confirmSubject: 'உங்கள் புதிய {app} உள்நுழைவு மின்னஞ்சலை உறுதிப்படுத்தவும்',
    confirmIntro: '{email} ஐ உங்கள் {app} கணக்கின் உள்நுழைவு மின்னஞ்சலாக்க இந்த இணைப்பைத் திறக்கவும்:',
    confirmExpiry: 'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும், {hours} மணிநேரத்தில் காலாவதியாகும்.',
    confirmIgnore: 'நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் மாறாது.',
  },
  tel: {
    resetSubject: 'మీ {app} పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetIntro: 'మీ {app} ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు. కొత్తది ఎంచుకోవడానికి ఈ లింక్‌ను తెరవండి:',
    resetExpiry: 'ఈ లింక్ ఒక్కసారి మాత్రమే పనిచేస్తుంది, {minutes} నిమిషాల్లో గడువు ముగుస్తుంది.',
    resetIgnore: 'మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఇమెయిల్‌ను విస్మరించండి: మీ పాస్‌వర్డ్ మారదు.',
    confirmSubject: 'మీ కొత్త {app} సైన్-ఇన్ ఇమెయిల్‌ను నిర్ధారించండి',
    confirmIntro: '{email} ను మీ {app} ఖాతా సైన్-ఇన్ ఇమెయిల్‌గా చేయడానికి ఈ లింక్‌ను తెరవండి:',
    confirmExpiry: 'ఈ లింక్ ఒక్కసారి మాత్రమే పనిచేస్తుంది, {hours} గంటల్లో గడువు ముగుస్తుంది.',
    confirmIgnore: 'మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఇమెయిల్‌ను విస్మరించండి: ఏమీ మారదు.',
  },
  por: {
    resetSubject: 'Redefina a sua senha do {app}',
    resetIntro:
      'Alguém pediu para redefinir a senha da sua conta do {app}. Para escolher uma nova, abra este link:',
    resetExpiry: 'O link funciona uma única vez e expira em {minutes} minutos.',
    resetIgnore: 'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
    confirmSubject: 'Confirme o seu novo e-mail de acesso ao {app}',
    confirmIntro: 'Para tornar {email} o e-mail de acesso da sua conta do {app}, abra este link:',
    confirmExpiry: 'O link funciona uma única vez e expira em {hours} horas.',
    confirmIgnore: 'Se não foi você quem pediu, ignore este e-mail: nada muda.',
  },
  kn: {
    resetSubject: 'ನಿಮ್ಮ {app} ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
    resetIntro: 'ನಿಮ್ಮ {app} ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ಯಾರೋ ವಿನಂತಿಸಿದ್ದಾರೆ. ಹೊಸದನ್ನು ಆಯ್ಕೆ ಮಾಡಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
    resetExpiry: 'ಈ ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ ಮತ್ತು {minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ.',
    resetIgnore: 'ನೀವು ಇದನ್ನು ವಿನಂತಿಸದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ನಿರ್ಲಕ್ಷಿಸಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗುವುದಿಲ್ಲ.',
    confirmSubject: 'ನಿಮ್ಮ ಹೊಸ {app} ಸೈನ್-ಇನ್ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
    confirmIntro: '{email} ಅನ್ನು ನಿಮ್ಮ {app} ಖಾತೆಯ ಸೈನ್-ಇನ್ ಇಮೇಲ್ ಆಗಿ ಮಾಡಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
    confirmExpiry: 'ಈ ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ ಮತ್ತು {hours} ಗಂಟೆಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ.',
    confirmIgnore: 'ನೀವು ಇದನ್ನು ವಿನಂತಿಸದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ನಿರ್ಲಕ್ಷಿಸಿ: ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.',
  },
  ml: {
    resetSubject: 'നിങ്ങളുടെ {app} പാസ്‌വേഡ് പുനഃസജ്ജമാക്കുക',
    resetIntro:
      'നിങ്ങളുടെ {app} അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് പുനഃസജ്ജമാക്കാൻ ആരോ അഭ്യർത്ഥിച്ചു. പുതിയത് തിരഞ്ഞെടുക്കാൻ ഈ ലിങ്ക് തുറക്കുക:',
    resetExpiry: 'ഈ ലിങ്ക് ഒരിക്കൽ മാത്രം പ്രവർത്തിക്കും, {minutes} മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും.',
    resetIgnore: 'നിങ്ങൾ ഇത് അഭ്യർത്ഥിച്ചിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.',
    confirmSubject: 'നിങ്ങളുടെ പുതിയ {app} സൈൻ-ഇൻ ഇമെയിൽ സ്ഥിരീകരിക്കുക',
    confirmIntro: '{email} നിങ്ങളുടെ {app} അക്കൗണ്ടിന്റെ സൈൻ-ഇൻ ഇമെയിലാക്കാൻ ഈ ലിങ്ക് തുറക്കുക:',
    confirmExpiry: 'ഈ ലിങ്ക് ഒരിക്കൽ മാത്രം പ്രവർത്തിക്കും, {hours} മണിക്കൂറിനുള്ളിൽ കാലഹരണപ്പെടും.',
    confirmIgnore: 'നിങ്ങൾ ഇത് അഭ്യർത്ഥിച്ചിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കുക: ഒന്നും മാറില്ല.',
  },
  cz: {
    resetSubject: 'Obnovení hesla k {app}',
    resetIntro:
      'Někdo požádal o obnovení hesla k vašemu účtu {app}. Nové heslo si zvolíte po otevření tohoto odkazu:',
    resetExpiry: 'Odkaz funguje jednou a jeho platnost vyprší za {minutes} minut.',
    resetIgnore: 'Pokud jste o to nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
    confirmSubject: 'Potvrďte nový přihlašovací e-mail k {app}',
    confirmIntro:
      'Aby se {email} stal přihlašovacím e-mailem vašeho účtu {app}, otevřete tento odkaz:',
    confirmExpiry: 'Odkaz funguje jednou a jeho platnost vyprší za {hours} hodin.',
    confirmIgnore: 'Pokud jste o to nežádali, tento e-mail ignorujte: nic se nezmění.',
  },
  sw: {
    resetSubject: 'Weka upya nenosiri lako la {app}',
    resetIntro:
      'Mtu ameomba kuweka upya nenosiri la akaunti yako ya {app}. Ili kuchagua jipya, fungua kiungo hiki:',
    resetExpiry: 'Kiungo kinafanya kazi mara moja tu na kinaisha baada ya dakika {minutes}.',
    resetIgnore: 'Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
    confirmSubject: 'Thibitisha barua pepe yako mpya ya kuingia {app}',
    confirmIntro:
      'Ili kufanya {email} kuwa barua pepe ya kuingia kwenye akaunti yako ya {app}, fungua kiungo hiki:',
    confirmExpiry: 'Kiungo kinafanya kazi mara moja tu na kinaisha baada ya saa {hours}.',
    confirmIgnore: 'Ikiwa hukuomba hili, puuza barua pepe hii: hakuna kitakachobadilika.',
  },
};
