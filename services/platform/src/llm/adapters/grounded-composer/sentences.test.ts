import { describe, expect, it } from '@jest/globals';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits at sentence ends and keeps each sentence verbatim', () => {
    expect(splitSentences('Refunds take 14 days. Call us! Is it free? Yes.')).toEqual([
      'Refunds take 14 days.',
      'Call us!',
      'Is it free?',
      'Yes.',
    ]);
  });

  it('does not split at abbreviations, initials, decimals or lower-case continuations', () => {
    expect(
      splitSentences(
        'Fees, e.g. the EUR 2.50 booking fee, apply. Ask J. Smith at approx. noon. Done.',
      ),
    ).toEqual([
      'Fees, e.g. the EUR 2.50 booking fee, apply.',
      'Ask J. Smith at approx. noon.',
      'Done.',
    ]);
  });

  it('joins soft-wrapped lines and splits list items and headings', () => {
    const text =
      'Opening hours\nThe office is open on weekdays from\n9:00 to 17:00 and closed on\npublic holidays.\n\n' +
      '- Free parking for visitors\n- Wheelchair access\n1. Ring the bell.';
    expect(splitSentences(text)).toEqual([
      'Opening hours',
      'The office is open on weekdays from 9:00 to 17:00 and closed on public holidays.',
      'Free parking for visitors',
      'Wheelchair access',
      'Ring the bell.',
    ]);
  });

  it('splits Chinese, Arabic and Hindi sentence ends', () => {
    expect(splitSentences('退款需要14天。请联系我们！')).toEqual([
      '退款需要14天。',
      '请联系我们！',
    ]);
    expect(splitSentences('هل يمكنني الإلغاء؟ نعم، مجانًا.')).toEqual([
      'هل يمكنني الإلغاء؟',
      'نعم، مجانًا.',
    ]);
    expect(splitSentences('धनवापसी में 14 दिन लगते हैं। हमसे संपर्क करें।')).toEqual([
      'धनवापसी में 14 दिन लगते हैं।',
      'हमसे संपर्क करें।',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences(' \n\n ')).toEqual([]);
  });
});
