/** Contact details removed from reader text (src/util/personal-data.ts). */
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PLACEHOLDER as E,
  PHONE_PLACEHOLDER as P,
  redactContactDetails,
} from '../src/util/personal-data.js';

describe('redactContactDetails', () => {
  it('replaces e-mail addresses, of any script and with blanks around the @', () => {
    expect(redactContactDetails('mail jane.doe+docs@example.co.uk today')).toBe(`mail ${E} today`);
    expect(redactContactDetails('jean@société.fr, x @ y.com')).toBe(`${E}, ${E}`);
    expect(redactContactDetails("ÄNNE_O'Brien@mail.example.org.")).toBe(`${E}.`);
    expect(redactContactDetails('full-width ｊａｎｅ＠example.com')).toBe(`full-width ${E}`);
  });

  it('finds an address at the end of a long run as it finds a short one', () => {
    // The match starts only where a run of local-part characters starts (one scan per run).
    const run = 'a'.repeat(20_000);
    expect(redactContactDetails(`${run}@example.com and more`)).toBe(`${E} and more`);
    expect(redactContactDetails(`${run} x.y@example.com`)).toBe(`${run} ${E}`);
    expect(redactContactDetails(`${run}@`)).toBe(`${run}@`);
  });

  it('replaces phone numbers in the usual national and international shapes', () => {
    for (const phone of [
      '+1 (415) 555-0132',
      '(415) 555-0132',
      '415.555.0132',
      '020 7946 0958',
      '+44 20 7946 0958',
      '+49-30-1234567',
      '4155550132',
      '030/1234567',
    ]) {
      expect(redactContactDetails(`call ${phone} now`)).toBe(`call ${P} now`);
    }
    expect(redactContactDetails('tel:+33612345678')).toBe(`tel:${P}`);
  });

  it('leaves dates, versions, addresses, counts and long ids alone', () => {
    for (const text of [
      'released 2024-01-31 at 10:00',
      'upgrade from v1.2.3 to 10.15.7',
      'the host 192.168.100.200 refuses',
      'error 404 on port 8080 after 3000 ms',
      'it costs 1,000 dollars in 2024',
      'request id 1234567890123456789',
      'step 3 of 12',
      'request 123e4567-e89b-12d3-a456-426614174000 failed',
      'see /api/v2/items/1234567890 for the item',
    ]) {
      expect(redactContactDetails(text)).toBe(text);
    }
  });

  it('redacts before anything cuts the text, and is idempotent', () => {
    const once = redactContactDetails('a@b.io and +1 415 555 0199');
    expect(once).toBe(`${E} and ${P}`);
    expect(redactContactDetails(once)).toBe(once);
  });
});
