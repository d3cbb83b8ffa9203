import {
  VALIDATION as M,
  loginSchema,
  onboardingSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  validate,
} from '..';

describe('validate', () => {
  it('returns the cleaned value when every rule holds', () => {
    const result = validate(registerSchema, {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Analytical1',
      extra: 'dropped',
    });
    expect(result.errors).toBeNull();
    expect(result.value).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Analytical1',
    });
  });

  it('lists one message per failing field, with the spec wording', () => {
    const result = validate(registerSchema, { firstName: 'A', email: 'nope', password: 'short' });
    expect(result.errors).toEqual([
      { field: 'firstName', message: M.firstNameMin },
      { field: 'lastName', message: M.lastNameRequired },
      { field: 'email', message: M.emailInvalid },
      { field: 'password', message: M.passwordMin },
    ]);
  });
});

describe('password rules', () => {
  it.each([
    ['', M.passwordRequired],
    ['Abc1', M.passwordMin],
    ['alllowercase1', M.passwordComplexity],
    ['ALLUPPERCASE1', M.passwordComplexity],
    ['NoDigitsHere', M.passwordComplexity],
  ])('rejects %p with %p', (password, message) => {
    expect(validate(registerSchema.pick(['password']), { password }).errors).toEqual([
      { field: 'password', message },
    ]);
  });

  it('requires the confirmation to match', () => {
    expect(
      validate(resetPasswordFormSchema, { password: 'Secret123', confirmPassword: 'Secret124' })
        .errors,
    ).toEqual([{ field: 'confirmPassword', message: M.passwordsDoNotMatch }]);
    expect(
      validate(resetPasswordFormSchema, { password: 'Secret123', confirmPassword: '' }).errors,
    ).toEqual([{ field: 'confirmPassword', message: M.confirmPasswordRequired }]);
  });
});

describe('forms', () => {
  it('requires the terms to be accepted on register', () => {
    const result = validate(registerFormSchema, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Analytical1',
      confirmPassword: 'Analytical1',
      acceptTerms: false,
    });
    expect(result.errors).toEqual([{ field: 'acceptTerms', message: M.termsRequired }]);
  });

  it('checks login e-mail shape but not password strength', () => {
    expect(validate(loginSchema, { email: 'a@b', password: 'x' }).errors).toEqual([
      { field: 'email', message: M.emailInvalid },
    ]);
    expect(validate(loginSchema, { email: '', password: '' }).errors).toEqual([
      { field: 'email', message: M.emailRequired },
      { field: 'password', message: M.passwordRequired },
    ]);
  });
});

describe('onboarding', () => {
  const valid = {
    contentNiches: ['Marketing', 'Leadership'],
    personalContext: 'Head of Growth at Acme, 6-10 years of experience',
    targetAudience: 'Professional network and industry peers',
    timezone: 'Europe/Paris',
    tone: 'educational',
    autoPostEnabled: true,
  };

  it('accepts the payload the form sends', () => {
    expect(validate(onboardingSchema, valid).errors).toBeNull();
  });

  it('names each wrong field', () => {
    expect(
      validate(onboardingSchema, {
        ...valid,
        contentNiches: [],
        tone: 'snarky',
        timezone: 'Mars/Base',
      }).errors,
    ).toEqual([
      { field: 'contentNiches', message: M.nicheRequired },
      { field: 'timezone', message: 'Unknown time zone: Mars/Base' },
      { field: 'tone', message: M.toneRequired },
    ]);
    expect(validate(onboardingSchema, { ...valid, contentNiches: ['Knitting'] }).errors).toEqual([
      { field: 'contentNiches[0]', message: 'Unknown niche: Knitting' },
    ]);
  });
});
