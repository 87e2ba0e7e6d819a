/** Reply and forward prefixes as mail programs write them in the languages we serve. */
const PREFIX = /^(re|fwd?|aw|wg|sv|vs|tr|rv|antw)(\[\d+\])?\s*:\s*/i;

/** The subject without reply / forward prefixes ("Re: Fwd: AW: Price list" → "Price list"). */
export function baseSubject(subject: string): string {
  let s = subject.trim();
  while (PREFIX.test(s)) s = s.replace(PREFIX, '');
  return s;
}
