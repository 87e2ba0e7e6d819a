import { describe, expect, it } from '@jest/globals';
import { expectedAnswer, holdsAnswer } from './answer-kind.js';

describe('expectedAnswer', () => {
  it.each([
    ['At what exact age can I retire?', 'number'],
    ['How old must I be to open an account?', 'number'],
    ['How much does shipping to Canada cost?', 'money'],
    ['What is the fee to apply?', 'money'],
    ['What is the minimum wage in Germany?', 'money'],
    ['How many weeks of leave do I get?', 'number'],
    ['How many people are on the team?', 'count'],
    ['How much notice do I have to give?', 'amount'],
    ['How long until someone gets back to me?', 'time'],
    ['In which year was it adopted?', 'time'],
    ['What are your opening hours on Saturday?', 'time'],
    ['When will my refund arrive?', 'when'],
    ['How often are elections held?', 'frequency'],
    ['What is the maximum number of hours per week?', 'number'],
    ['What is the phone number of the support team?', 'phone'],
    ['Is there a phone number I can call?', 'phone'],
    ['Which Node.js versions does it run on?', 'version'],
    ['In which time zone does the team work?', 'timezone'],
    ["Which country's courts handle disputes?", 'country'],
    ['Which foreign languages are taught?', 'language'],
    ['Could you tell me how much the premium plan costs?', 'money'],
  ])('%s → %s', (question, kind) => {
    expect(expectedAnswer(question)).toBe(kind);
  });

  it.each([
    'Can I get a refund?',
    'Who agrees on when the advisory goes out?',
    'Can I be punished for something that was legal when I did it?',
    'Where does the power of government come from?',
    'Which basic needs should a decent life cover?',
    'Wie viel kostet der Versand?',
  ])('%s asks for no particular kind', (question) => {
    expect(expectedAnswer(question)).toBeUndefined();
  });
});

describe('holdsAnswer', () => {
  it('reads figures, not labels or pronouns', () => {
    expect(holdsAnswer('number', 'Men and women of full age have the right to marry.')).toBe(false);
    expect(holdsAnswer('number', 'No one shall be held in slavery.')).toBe(false);
    expect(holdsAnswer('number', 'See Article 25 and section 4.')).toBe(false);
    expect(holdsAnswer('number', 'Severity is assessed using CVSS v.3.')).toBe(false);
    expect(holdsAnswer('number', 'You must be 18 years old.')).toBe(true);
    expect(holdsAnswer('number', 'fifty percent (50%) or more of the shares')).toBe(true);
  });

  it('tells a price from a delay', () => {
    expect(holdsAnswer('money', 'Within 5 business days, we answer.')).toBe(false);
    expect(holdsAnswer('money', 'Shipping costs €4.95.')).toBe(true);
    expect(holdsAnswer('money', 'Shipping is free over 50 euros.')).toBe(true);
    expect(holdsAnswer('count', 'Within 5 business days, a member of the team answers.')).toBe(
      false,
    );
    expect(holdsAnswer('count', 'The team has 4 members.')).toBe(true);
  });

  it('reads times, and "May" as a verb', () => {
    expect(
      holdsAnswer('time', 'Nothing in this Declaration may be interpreted as implying any right.'),
    ).toBe(false);
    expect(holdsAnswer('time', 'We are closed on Sundays.')).toBe(true);
    expect(holdsAnswer('time', 'It was adopted in December 1948.')).toBe(true);
    expect(holdsAnswer('time', 'Orders ship the next working day.')).toBe(true);
    expect(holdsAnswer('time', 'Delivery inside the Netherlands takes one more day.')).toBe(true);
    expect(holdsAnswer('when', 'Refunds are issued once we receive the item.')).toBe(true);
    expect(holdsAnswer('when', 'Refunds go to the original payment method.')).toBe(false);
    expect(holdsAnswer('when', 'This right may not be invoked in the case of prosecutions.')).toBe(
      true,
    );
  });

  it('reads phone numbers, versions, time zones, countries and languages', () => {
    expect(holdsAnswer('phone', 'Call us on +44 20 7946 0958.')).toBe(true);
    expect(holdsAnswer('phone', 'A member of the security team answers within 5 days.')).toBe(
      false,
    );
    expect(holdsAnswer('version', 'Pino is a fast JSON logger for Node.js.')).toBe(false);
    expect(holdsAnswer('version', 'It supports Node.js 18.x and later.')).toBe(true);
    expect(holdsAnswer('timezone', 'The team works in CET.')).toBe(true);
    expect(holdsAnswer('country', 'You may seek asylum in other countries.')).toBe(false);
    expect(holdsAnswer('country', 'Disputes are heard by the courts of Ireland.')).toBe(true);
    expect(holdsAnswer('language', 'without distinction of race, sex, language or religion')).toBe(
      false,
    );
    expect(holdsAnswer('language', 'Pupils learn French and German.')).toBe(true);
  });

  it('holds for any sentence when no kind is asked', () => {
    expect(holdsAnswer(undefined, 'Anything at all.')).toBe(true);
  });
});
