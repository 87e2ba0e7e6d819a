/**
 * Words of a reply's frame — greetings, thanks, empathy, politeness, offers of help, closings —
 * per language. A sentence made only of these (and of the question's own words) states no fact,
 * so it needs no citation; anything else must be supported by a cited passage.
 */
export const FRAME_WORDS: Readonly<Record<string, string>> = {
  en: `dear hello hi hey good morning afternoon evening thank thanks thankful grateful appreciate
    appreciated reaching out contacting writing message email mail question questions inquiry
    enquiry request query concern concerns regarding about happy glad pleased delighted help
    helping assist assistance support hope helps helpful please let know feel free contact
    reach further anything else more need needs additional information understand understanding
    sorry apologise apologize apologies inconvenience frustrating frustration frustrated difficult
    situation experience trouble worry worries patience look forward hearing soon shortly kind
    kindly regards best wishes warm sincerely yours cheers team customer service care colleague
    colleagues follow get back touch certainly course absolutely sure great wonderful welcome
    day nice lovely answer answers reply respond response below following here there this that
    these those which what when where how why who glad just also again always quickly possible
    hesitate ask asked asking mention mentioned note noted would could should might may can will
    shall must like want wish think see hear take time`,
  de: `sehr geehrte geehrter liebe lieber hallo guten tag morgen abend vielen dank danke dankbar
    ihre ihr ihnen nachricht anfrage frage fragen email mail schreiben bezüglich freuen gerne
    gern helfen hilfe unterstützen unterstützung hoffe hilft bitte melden sie sich jederzeit
    weitere weiteren informationen verständnis verstehen leider entschuldigen entschuldigung
    unannehmlichkeiten ärgerlich geduld freundlichen grüßen grüße beste besten herzliche
    herzlichen team kundenservice kollege kollegin kollegen rückmeldung antwort antworten
    natürlich selbstverständlich sicher schönen tag wünschen`,
  fr: `cher chère madame monsieur bonjour bonsoir merci beaucoup remercions votre vos message
    demande question questions courriel mail concernant ravi ravie heureux aider aide assistance
    espère aidera plaisir hésitez contacter revenir informations comprenons comprends désolé
    désolée excusons excuses inconvénient patience cordialement salutations sincères bien
    meilleures équipe service client collègue réponse répondre bien sûr certainement journée
    excellente bonne`,
  es: `estimado estimada hola buenos días tardes noches gracias muchas agradecemos agradezco su
    sus mensaje consulta pregunta preguntas correo respecto encantado encantada ayudar ayuda
    asistencia espero sirva dude contactar contacto información comprendemos entiendo lamento
    lamentamos disculpe disculpas inconvenientes paciencia saludos cordiales atentamente
    equipo servicio cliente compañero respuesta responder claro supuesto buen excelente`,
};
