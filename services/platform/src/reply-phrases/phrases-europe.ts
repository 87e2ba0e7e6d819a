import type { Phrases } from './phrase-types.js';

/** Frame phrases: English, German, French, Spanish, Portuguese, Czech. */
export const EUROPEAN_PHRASES: Readonly<Record<string, Phrases>> = {
  en: {
    greeting: { formal: 'Dear {name},', neutral: 'Hello {name},', casual: 'Hi {name},' },
    greetingGeneric: { formal: 'Dear Sir or Madam,', neutral: 'Hello,', casual: 'Hi there,' },
    thanks: {
      formal: 'Thank you for your message.',
      neutral: 'Thanks for your message.',
      casual: 'Thanks for getting in touch!',
    },
    leadIn: {
      formal: 'According to our documentation:',
      neutral: 'Here is what our documentation says:',
      casual: "Here's what I found:",
    },
    empathy: {
      Empathetic: 'I understand how important this is to you.',
      Supportive: "I'm glad to help you with this.",
      Assertive: 'I will answer your question directly.',
    },
    closing: {
      Polite: 'Please let me know if you have any other questions.',
      'Very Polite':
        'Thank you very much for your patience, and please do not hesitate to contact us if we can help with anything else.',
    },
    abstain: {
      email: "I'm sorry, but I don't have that information. A colleague will follow up with you.",
      chat: "I'm sorry, but I don't have that information. Please contact our team directly.",
    },
    partial: {
      email: 'A colleague will follow up with you on anything not answered here.',
      chat: 'For anything not answered here, please contact our team directly.',
    },
    decline: "I'm sorry, but I'm not able to help with that topic.",
    sourceLanguage: 'The passages below are quoted in the original language of our documentation.',
    unanswered: {
      email: 'About {topic}, a colleague will follow up with you.',
      chat: 'About {topic}, please contact our team directly.',
    },
    pagesUsed: 'More on our website:',
  },
  de: {
    greeting: { formal: 'Guten Tag {name},', neutral: 'Hallo {name},', casual: 'Hi {name},' },
    greetingGeneric: {
      formal: 'Sehr geehrte Damen und Herren,',
      neutral: 'Guten Tag,',
      casual: 'Hallo,',
    },
    thanks: {
      formal: 'Vielen Dank für Ihre Nachricht.',
      neutral: 'Danke für Ihre Nachricht.',
      casual: 'Danke für die Nachricht!',
    },
    leadIn: {
      formal: 'Laut unserer Dokumentation gilt Folgendes:',
      neutral: 'Dazu steht in unserer Dokumentation:',
      casual: 'Das habe ich dazu gefunden:',
    },
    empathy: {
      Empathetic: 'Ich verstehe, wie wichtig Ihnen das ist.',
      Supportive: 'Ich helfe Ihnen gern weiter.',
      Assertive: 'Ich beantworte Ihre Frage direkt.',
    },
    closing: {
      Polite: 'Bitte melden Sie sich, wenn Sie weitere Fragen haben.',
      'Very Polite':
        'Vielen Dank für Ihre Geduld. Zögern Sie bitte nicht, uns zu kontaktieren, wenn wir Ihnen noch weiterhelfen können.',
    },
    abstain: {
      email:
        'Leider liegen mir dazu keine Informationen vor. Eine Kollegin oder ein Kollege wird sich bei Ihnen melden.',
      chat: 'Leider liegen mir dazu keine Informationen vor. Bitte wenden Sie sich direkt an unser Team.',
    },
    partial: {
      email:
        'Zu allem, was hier nicht beantwortet ist, meldet sich eine Kollegin oder ein Kollege bei Ihnen.',
      chat: 'Zu allem, was hier nicht beantwortet ist, wenden Sie sich bitte direkt an unser Team.',
    },
    decline: 'Leider kann ich zu diesem Thema keine Auskunft geben.',
    sourceLanguage:
      'Die folgenden Auszüge geben unsere Dokumentation in ihrer Originalsprache wieder.',
    unanswered: {
      email: 'Zu {topic} meldet sich eine Kollegin oder ein Kollege bei Ihnen.',
      chat: 'Zu {topic} wenden Sie sich bitte direkt an unser Team.',
    },
    pagesUsed: 'Mehr dazu auf unserer Website:',
  },
  fr: {
    greeting: { formal: 'Bonjour {name},', neutral: 'Bonjour {name},', casual: 'Salut {name},' },
    greetingGeneric: { formal: 'Madame, Monsieur,', neutral: 'Bonjour,', casual: 'Salut,' },
    thanks: {
      formal: 'Nous vous remercions de votre message.',
      neutral: 'Merci pour votre message.',
      casual: 'Merci de nous avoir écrit !',
    },
    leadIn: {
      formal: 'Selon notre documentation :',
      neutral: "Voici ce qu'indique notre documentation :",
      casual: "Voici ce que j'ai trouvé :",
    },
    empathy: {
      Empathetic: 'Je comprends combien cela est important pour vous.',
      Supportive: "C'est avec plaisir que je vous aide.",
      Assertive: 'Je vais répondre directement à votre question.',
    },
    closing: {
      Polite: "N'hésitez pas à me faire savoir si vous avez d'autres questions.",
      'Very Polite':
        'Je vous remercie sincèrement de votre patience et vous prie de ne pas hésiter à nous contacter pour toute autre question.',
    },
    abstain: {
      email:
        'Malheureusement, je ne dispose pas de cette information. Un collègue reviendra vers vous.',
      chat: 'Malheureusement, je ne dispose pas de cette information. Veuillez contacter directement notre équipe.',
    },
    partial: {
      email: 'Un collègue reviendra vers vous pour tout point non traité ici.',
      chat: 'Pour tout point non traité ici, veuillez contacter directement notre équipe.',
    },
    decline: 'Malheureusement, je ne peux pas vous aider sur ce sujet.',
    sourceLanguage:
      "Les extraits ci-dessous sont cités dans la langue d'origine de notre documentation.",
    unanswered: {
      email: 'Concernant {topic}, un collègue reviendra vers vous.',
      chat: 'Concernant {topic}, veuillez contacter directement notre équipe.',
    },
    pagesUsed: 'Pour en savoir plus sur notre site :',
  },
  es: {
    greeting: { formal: 'Estimado/a {name}:', neutral: 'Hola, {name}:', casual: '¡Hola, {name}!' },
    greetingGeneric: { formal: 'Estimado/a cliente:', neutral: 'Hola:', casual: '¡Hola!' },
    thanks: {
      formal: 'Le agradecemos su mensaje.',
      neutral: 'Gracias por su mensaje.',
      casual: '¡Gracias por escribirnos!',
    },
    leadIn: {
      formal: 'Según nuestra documentación:',
      neutral: 'Esto es lo que indica nuestra documentación:',
      casual: 'Esto es lo que he encontrado:',
    },
    empathy: {
      Empathetic: 'Entiendo lo importante que es esto para usted.',
      Supportive: 'Con gusto le ayudo con esto.',
      Assertive: 'Responderé directamente a su pregunta.',
    },
    closing: {
      Polite: 'Por favor, avíseme si tiene alguna otra pregunta.',
      'Very Polite':
        'Le agradecemos mucho su paciencia; no dude en contactarnos si podemos ayudarle en algo más.',
    },
    abstain: {
      email:
        'Lo siento, pero no dispongo de esa información. Un compañero se pondrá en contacto con usted.',
      chat: 'Lo siento, pero no dispongo de esa información. Por favor, contacte directamente con nuestro equipo.',
    },
    partial: {
      email: 'Un compañero se pondrá en contacto con usted sobre lo que no se responde aquí.',
      chat: 'Para todo lo que no se responde aquí, contacte directamente con nuestro equipo.',
    },
    decline: 'Lo siento, pero no puedo ayudarle con ese tema.',
    sourceLanguage:
      'Los fragmentos siguientes se citan en el idioma original de nuestra documentación.',
    unanswered: {
      email: 'Sobre {topic}, un compañero se pondrá en contacto con usted.',
      chat: 'Sobre {topic}, contacte directamente con nuestro equipo.',
    },
    pagesUsed: 'Más información en nuestro sitio web:',
  },
  pt: {
    greeting: { formal: 'Prezado(a) {name},', neutral: 'Olá, {name},', casual: 'Oi, {name}!' },
    greetingGeneric: { formal: 'Prezado(a) cliente,', neutral: 'Olá,', casual: 'Oi!' },
    thanks: {
      formal: 'Agradecemos a sua mensagem.',
      neutral: 'Obrigado pela sua mensagem.',
      casual: 'Obrigado por entrar em contato!',
    },
    leadIn: {
      formal: 'De acordo com a nossa documentação:',
      neutral: 'Eis o que diz a nossa documentação:',
      casual: 'Eis o que encontrei:',
    },
    empathy: {
      Empathetic: 'Compreendo como isto é importante para você.',
      Supportive: 'Fico feliz em ajudar com isso.',
      Assertive: 'Vou responder diretamente à sua pergunta.',
    },
    closing: {
      Polite: 'Por favor, avise-me se tiver outras perguntas.',
      'Very Polite':
        'Muito obrigado pela sua paciência; não hesite em nos contatar se pudermos ajudar em algo mais.',
    },
    abstain: {
      email: 'Lamento, mas não tenho essa informação. Um colega entrará em contato com você.',
      chat: 'Lamento, mas não tenho essa informação. Por favor, entre em contato diretamente com a nossa equipe.',
    },
    partial: {
      email: 'Um colega entrará em contato com você sobre o que não foi respondido aqui.',
      chat: 'Para o que não foi respondido aqui, entre em contato diretamente com a nossa equipe.',
    },
    decline: 'Lamento, mas não posso ajudar com esse assunto.',
    sourceLanguage: 'Os trechos abaixo são citados no idioma original da nossa documentação.',
    unanswered: {
      email: 'Sobre {topic}, um colega entrará em contato com você.',
      chat: 'Sobre {topic}, entre em contato diretamente com a nossa equipe.',
    },
    pagesUsed: 'Mais informações no nosso site:',
  },
  cs: {
    greeting: {
      formal: 'Dobrý den, {name},',
      neutral: 'Dobrý den, {name},',
      casual: 'Ahoj {name},',
    },
    greetingGeneric: {
      formal: 'Vážená paní, vážený pane,',
      neutral: 'Dobrý den,',
      casual: 'Ahoj,',
    },
    thanks: {
      formal: 'Děkujeme Vám za Vaši zprávu.',
      neutral: 'Děkujeme za zprávu.',
      casual: 'Díky za zprávu!',
    },
    leadIn: {
      formal: 'Podle naší dokumentace platí:',
      neutral: 'V naší dokumentaci se uvádí:',
      casual: 'Tady je, co k tomu máme:',
    },
    empathy: {
      Empathetic: 'Chápu, jak je to pro Vás důležité.',
      Supportive: 'Rádi Vám s tím pomůžeme.',
      Assertive: 'Odpovím přímo na Vaši otázku.',
    },
    closing: {
      Polite: 'Pokud máte další otázky, dejte nám prosím vědět.',
      'Very Polite':
        'Děkujeme Vám za trpělivost a neváhejte nás kontaktovat, pokud Vám můžeme s čímkoli dalším pomoci.',
    },
    abstain: {
      email: 'Omlouváme se, ale tuto informaci nemám k dispozici. Kolega se Vám ozve.',
      chat: 'Omlouváme se, ale tuto informaci nemám k dispozici. Obraťte se prosím přímo na náš tým.',
    },
    partial: {
      email: 'Kolega se Vám ozve ohledně všeho, co zde není zodpovězeno.',
      chat: 'Se vším, co zde není zodpovězeno, se prosím obraťte přímo na náš tým.',
    },
    decline: 'Omlouváme se, ale s tímto tématem nemohu pomoci.',
    sourceLanguage: 'Níže uvedené úryvky citujeme v původním jazyce naší dokumentace.',
    unanswered: {
      email: 'Ohledně {topic} se Vám ozve kolega.',
      chat: 'Ohledně {topic} se prosím obraťte přímo na náš tým.',
    },
    pagesUsed: 'Více na našem webu:',
  },
};
