import { describe, expect, it } from '@jest/globals';
import { AppError } from '@winzmail/platform/errors';
import { normaliseEmail, validateRegistration } from './registration.js';

const valid = {
  org_name: ' Acme ',
  email: ' Owner@Acme.Example ',
  password: 'long-enough',
  is_admin: true,
  opt_in: false,
};

describe('validateRegistration', () => {
  it('trims and lower-cases', () => {
    expect(validateRegistration(valid)).toEqual({
      orgName: 'Acme',
      email: 'owner@acme.example',
      password: 'long-enough',
      isAdmin: true,
      optIn: false,
    });
  });

  it('names every bad field', () => {
    try {
      validateRegistration({ ...valid, org_name: '  ', email: 'a@b', password: 'short' });
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      const e = err as AppError;
      expect(e.code).toBe('INVALID_ARGUMENT');
      expect(Object.keys(e.fields ?? {}).sort()).toEqual([
        'org.name',
        'user.email',
        'user.password',
      ]);
    }
  });

  it('keeps the password exactly as typed', () => {
    expect(validateRegistration({ ...valid, password: '  spaced pass  ' }).password).toBe(
      '  spaced pass  ',
    );
  });

  it('normalises emails', () => {
    expect(normaliseEmail('  MiXed@Case.COM ')).toBe('mixed@case.com');
  });
});
