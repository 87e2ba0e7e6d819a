import type { Phrases } from './phrase-types.js';

/** Frame phrases: Arabic, Hebrew, Hindi, Chinese, Swahili. */
export const WEST_ASIA_AFRICA_PHRASES: Readonly<Record<string, Phrases>> = {
  ar: {
    greeting: { formal: 'السيد/السيدة {name}،', neutral: 'مرحبًا {name}،', casual: 'أهلًا {name}،' },
    greetingGeneric: { formal: 'السادة الكرام،', neutral: 'مرحبًا،', casual: 'أهلًا،' },
    thanks: {
      formal: 'نشكركم على رسالتكم.',
      neutral: 'شكرًا على رسالتك.',
      casual: 'شكرًا لتواصلك معنا!',
    },
    leadIn: {
      formal: 'وفقًا لوثائقنا:',
      neutral: 'إليك ما تذكره وثائقنا:',
      casual: 'هذا ما وجدته:',
    },
    empathy: {
      Empathetic: 'أتفهم مدى أهمية هذا الأمر بالنسبة لك.',
      Supportive: 'يسعدني أن أساعدك في ذلك.',
      Assertive: 'سأجيب على سؤالك مباشرة.',
    },
    closing: {
      Polite: 'يرجى إعلامي إذا كانت لديك أي أسئلة أخرى.',
      'Very Polite':
        'نشكرك جزيل الشكر على صبرك، ولا تتردد في التواصل معنا إذا كان بإمكاننا مساعدتك في أي شيء آخر.',
    },
    abstain: {
      email: 'عذرًا، لا تتوفر لدي هذه المعلومة. سيتواصل معك أحد زملائي.',
      chat: 'عذرًا، لا تتوفر لدي هذه المعلومة. يرجى التواصل مع فريقنا مباشرة.',
    },
    partial: {
      email: 'سيتواصل معك أحد زملائي بشأن ما لم تتم الإجابة عنه هنا.',
      chat: 'لأي أمر لم تتم الإجابة عنه هنا، يرجى التواصل مع فريقنا مباشرة.',
    },
    decline: 'عذرًا، لا يمكنني المساعدة في هذا الموضوع.',
    sourceLanguage: 'المقتطفات أدناه مقتبسة باللغة الأصلية لوثائقنا.',
    unanswered: {
      email: 'بخصوص {topic}، سيتواصل معك أحد زملائنا.',
      chat: 'بخصوص {topic}، يرجى التواصل مع فريقنا مباشرة.',
    },
    pagesUsed: 'المزيد على موقعنا:',
  },
  he: {
    greeting: { formal: 'לכבוד {name},', neutral: 'שלום {name},', casual: 'היי {name},' },
    greetingGeneric: { formal: 'לכבוד הפונה,', neutral: 'שלום,', casual: 'היי,' },
    thanks: {
      formal: 'תודה על פנייתך.',
      neutral: 'תודה על ההודעה.',
      casual: 'תודה שפנית אלינו!',
    },
    leadIn: {
      formal: 'על פי התיעוד שלנו:',
      neutral: 'זה מה שכתוב בתיעוד שלנו:',
      casual: 'הנה מה שמצאתי:',
    },
    empathy: {
      Empathetic: 'אנו מבינים כמה זה חשוב לך.',
      Supportive: 'נשמח לעזור לך בעניין זה.',
      Assertive: 'נענה ישירות על שאלתך.',
    },
    closing: {
      Polite: 'אם יש לך שאלות נוספות, נשמח לעזור.',
      'Very Polite': 'תודה רבה על סבלנותך, ואנא אל תהסס/י לפנות אלינו אם נוכל לעזור בכל דבר נוסף.',
    },
    abstain: {
      email: 'מצטערים, אין בידינו מידע זה. אחד מעמיתיי יחזור אליך.',
      chat: 'מצטערים, אין בידינו מידע זה. אנא פנה/י ישירות לצוות שלנו.',
    },
    partial: {
      email: 'אחד מעמיתיי יחזור אליך בנוגע למה שלא נענה כאן.',
      chat: 'בכל נושא שלא נענה כאן, אנא פנה/י ישירות לצוות שלנו.',
    },
    decline: 'מצטערים, איננו יכולים לעזור בנושא זה.',
    sourceLanguage: 'הקטעים שלהלן מצוטטים בשפת המקור של התיעוד שלנו.',
    unanswered: {
      email: 'לגבי {topic}, אחד מעמיתינו יחזור אליך.',
      chat: 'לגבי {topic}, נא לפנות ישירות לצוות שלנו.',
    },
    pagesUsed: 'מידע נוסף באתר שלנו:',
  },
  hi: {
    greeting: { formal: 'आदरणीय {name},', neutral: 'नमस्ते {name},', casual: 'हाय {name},' },
    greetingGeneric: { formal: 'आदरणीय महोदय/महोदया,', neutral: 'नमस्ते,', casual: 'हाय,' },
    thanks: {
      formal: 'आपके संदेश के लिए धन्यवाद।',
      neutral: 'संदेश के लिए धन्यवाद।',
      casual: 'संपर्क करने के लिए शुक्रिया!',
    },
    leadIn: {
      formal: 'हमारे दस्तावेज़ों के अनुसार:',
      neutral: 'हमारे दस्तावेज़ों में यह लिखा है:',
      casual: 'मुझे यह मिला:',
    },
    empathy: {
      Empathetic: 'हम समझते हैं कि यह आपके लिए कितना महत्वपूर्ण है।',
      Supportive: 'इसमें आपकी मदद करके हमें खुशी होगी।',
      Assertive: 'हम सीधे आपके प्रश्न का उत्तर दे रहे हैं।',
    },
    closing: {
      Polite: 'यदि आपके कोई और प्रश्न हों तो कृपया बताएँ।',
      'Very Polite':
        'आपके धैर्य के लिए बहुत-बहुत धन्यवाद; यदि हम किसी और तरह से आपकी सहायता कर सकें तो कृपया बेझिझक हमसे संपर्क करें।',
    },
    abstain: {
      email: 'क्षमा करें, यह जानकारी हमारे पास उपलब्ध नहीं है। हमारा एक सहकर्मी आपसे संपर्क करेगा।',
      chat: 'क्षमा करें, यह जानकारी हमारे पास उपलब्ध नहीं है। कृपया सीधे हमारी टीम से संपर्क करें।',
    },
    partial: {
      email: 'जिन बातों का उत्तर यहाँ नहीं दिया गया है, उनके बारे में हमारा एक सहकर्मी आपसे संपर्क करेगा।',
      chat: 'जिन बातों का उत्तर यहाँ नहीं दिया गया है, उनके लिए कृपया सीधे हमारी टीम से संपर्क करें।',
    },
    decline: 'क्षमा करें, हम इस विषय में सहायता नहीं कर सकते।',
    sourceLanguage: 'नीचे दिए गए अंश हमारे दस्तावेज़ों की मूल भाषा में उद्धृत हैं।',
    unanswered: {
      email: '{topic} के बारे में, एक सहकर्मी आपसे संपर्क करेंगे।',
      chat: '{topic} के बारे में, कृपया सीधे हमारी टीम से संपर्क करें।',
    },
    pagesUsed: 'हमारी वेबसाइट पर और जानकारी:',
  },
  zh: {
    greeting: { formal: '尊敬的{name}：', neutral: '{name}，您好：', casual: '嗨，{name}：' },
    greetingGeneric: { formal: '尊敬的客户：', neutral: '您好：', casual: '嗨：' },
    thanks: { formal: '感谢您的来信。', neutral: '谢谢您的消息。', casual: '谢谢联系我们！' },
    leadIn: {
      formal: '根据我们的文档：',
      neutral: '我们的文档中写道：',
      casual: '我找到了以下内容：',
    },
    empathy: {
      Empathetic: '我理解这件事对您有多重要。',
      Supportive: '很高兴为您提供帮助。',
      Assertive: '我将直接回答您的问题。',
    },
    closing: {
      Polite: '如果您还有其他问题，请告诉我。',
      'Very Polite': '非常感谢您的耐心，如需任何进一步的帮助，请随时与我们联系。',
    },
    abstain: {
      email: '抱歉，我没有这方面的信息。我的同事会跟进并与您联系。',
      chat: '抱歉，我没有这方面的信息。请直接联系我们的团队。',
    },
    partial: {
      email: '对于此处未回答的问题，我的同事会与您联系。',
      chat: '对于此处未回答的问题，请直接联系我们的团队。',
    },
    decline: '抱歉，我无法就该话题提供帮助。',
    sourceLanguage: '以下摘录以我们文档的原始语言引用。',
    unanswered: {
      email: '关于{topic}，同事会尽快跟进。',
      chat: '关于{topic}，请直接联系我们的团队。',
    },
    pagesUsed: '更多信息请见我们的网站：',
  },
  sw: {
    greeting: { formal: 'Mpendwa {name},', neutral: 'Habari {name},', casual: 'Mambo {name},' },
    greetingGeneric: { formal: 'Mpendwa mteja,', neutral: 'Habari,', casual: 'Mambo,' },
    thanks: {
      formal: 'Tunakushukuru kwa ujumbe wako.',
      neutral: 'Asante kwa ujumbe wako.',
      casual: 'Asante kwa kuwasiliana nasi!',
    },
    leadIn: {
      formal: 'Kulingana na nyaraka zetu:',
      neutral: 'Hivi ndivyo nyaraka zetu zinavyosema:',
      casual: 'Hiki ndicho nilichopata:',
    },
    empathy: {
      Empathetic: 'Ninaelewa jinsi jambo hili lilivyo muhimu kwako.',
      Supportive: 'Nina furaha kukusaidia kuhusu hili.',
      Assertive: 'Nitajibu swali lako moja kwa moja.',
    },
    closing: {
      Polite: 'Tafadhali nijulishe ikiwa una maswali mengine.',
      'Very Polite':
        'Asante sana kwa uvumilivu wako; tafadhali usisite kuwasiliana nasi ikiwa tunaweza kukusaidia zaidi.',
    },
    abstain: {
      email: 'Samahani, sina taarifa hiyo. Mwenzangu atawasiliana nawe.',
      chat: 'Samahani, sina taarifa hiyo. Tafadhali wasiliana na timu yetu moja kwa moja.',
    },
    partial: {
      email: 'Mwenzangu atawasiliana nawe kuhusu yale ambayo hayajajibiwa hapa.',
      chat: 'Kwa yale ambayo hayajajibiwa hapa, tafadhali wasiliana na timu yetu moja kwa moja.',
    },
    decline: 'Samahani, siwezi kusaidia kuhusu mada hiyo.',
    sourceLanguage: 'Vifungu vilivyo hapa chini vimenukuliwa katika lugha asili ya nyaraka zetu.',
    unanswered: {
      email: 'Kuhusu {topic}, mwenzangu atawasiliana nawe.',
      chat: 'Kuhusu {topic}, tafadhali wasiliana na timu yetu moja kwa moja.',
    },
    pagesUsed: 'Zaidi kwenye tovuti yetu:',
  },
};
