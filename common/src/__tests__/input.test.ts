import fc from 'fast-check';
import {
  INPUT_MESSAGES as M,
  TEXT_MAX_DEFAULT,
  changePasswordSchema,
  createPostSchema,
  generateContentSchema,
  listPostsSchema,
  loginSchema,
  onboardingSchema,
  profileSchema,
  registerSchema,
  scheduleSchema,
  settingsSchema,
  textProblem,
  validate,
  waitlistSchema,
} from '..';

const member = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'Sunrise2024',
};
const onboarding = {
  contentNiches: ['Leadership'],
  personalContext: 'Engineer',
  targetAudience: 'Engineers',
  timezone: 'Europe/Berlin',
};
const schedule = {
  timezone: 'UTC',
  frequency: 'daily',
  customDays: [],
  timeSlots: ['09:00'],
  autoPost: false,
  isActive: true,
};

const errorsOf = (result: ReturnType<typeof validate>) => result.errors ?? [];

describe('the input boundary', () => {
  it('refuses a value of the wrong type with a field message, not an exception', () => {
    expect(errorsOf(validate(loginSchema, { email: { $gt: '' }, password: { $gt: '' } }))).toEqual([
      { field: 'email', message: M.notText },
      { field: 'password', message: M.notText },
    ]);
    expect(errorsOf(validate(registerSchema, { ...member, firstName: ['Grace'] }))).toEqual([
      { field: 'firstName', message: M.notText },
    ]);
    expect(errorsOf(validate(settingsSchema, { name: -1 }))).toEqual([
      { field: 'name', message: M.notText },
    ]);
    expect(errorsOf(validate(scheduleSchema, { ...schedule, customDays: 12345 }))).toEqual([
      { field: 'customDays', message: M.notList },
    ]);
    expect(errorsOf(validate(settingsSchema, { autoPostEnabled: ['x'] }))).toEqual([
      { field: 'autoPostEnabled', message: M.notBoolean },
    ]);
    expect(errorsOf(validate(loginSchema, [1, 2]))).toEqual([{ field: '', message: M.notObject }]);
    expect(errorsOf(validate(scheduleSchema, { ...schedule, timeSlots: [{}] }))).toEqual([
      { field: 'timeSlots[0]', message: M.notText },
    ]);
  });

  it('ignores prototype-named and unknown keys', () => {
    const input = JSON.parse(
      '{"__proto__": {"polluted": 1}, "constructor": 1, "toString": "a", "hasOwnProperty": 2, "isAdmin": true, "email": "a@b.co", "password": "x"}',
    ) as unknown;
    const result = validate(loginSchema, input);
    expect(result.errors).toBeNull();
    expect(result.value).toEqual({ email: 'a@b.co', password: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses NUL characters and lone surrogates wherever text goes', () => {
    expect(errorsOf(validate(registerSchema, { ...member, lastName: 'Hop\u0000per' }))).toEqual([
      { field: 'lastName', message: M.nulCharacter },
    ]);
    expect(errorsOf(validate(createPostSchema, { content: 'Hi \uD800', status: 'draft' }))).toEqual(
      [{ field: 'content', message: M.invalidUnicode }],
    );
    expect(
      errorsOf(validate(onboardingSchema, { ...onboarding, contentNiches: ['\uDC00'] })),
    ).toEqual([{ field: 'contentNiches[0]', message: M.invalidUnicode }]);
    // A pair is a character, not a lone half.
    expect(
      validate(createPostSchema, { content: 'Ship it 🚀', status: 'draft' }).errors,
    ).toBeNull();
  });

  it('bounds every text by what its column holds', () => {
    expect(errorsOf(validate(registerSchema, { ...member, firstName: 'G'.repeat(101) }))).toEqual([
      { field: 'firstName', message: M.tooLong(100) },
    ]);
    const longEmail = `${'a'.repeat(320)}@example.com`;
    expect(errorsOf(validate(waitlistSchema, { email: longEmail }))[0]?.message).toBe(
      M.tooLong(320),
    );
    expect(errorsOf(validate(settingsSchema, { name: `Grace ${'x'.repeat(150)}` }))).toEqual([
      { field: 'name', message: M.tooLong(100) },
    ]);
    expect(errorsOf(validate(profileSchema, { ...member, phone: '1'.repeat(51) }))[0]).toEqual({
      field: 'phone',
      message: 'Must be at most 50 characters',
    });
    // Text without a maximum of its own still has one.
    expect(
      errorsOf(
        validate(changePasswordSchema, {
          currentPassword: 'x'.repeat(TEXT_MAX_DEFAULT + 1),
          newPassword: 'Sunrise2025',
        }),
      ),
    ).toEqual([{ field: 'currentPassword', message: M.tooLong(TEXT_MAX_DEFAULT) }]);
  });

  it('bounds lists and numbers', () => {
    const niches = validate(onboardingSchema, {
      ...onboarding,
      contentNiches: Array.from({ length: 50_000 }, (_, i) => `Niche ${i}`),
    });
    expect(errorsOf(niches)).toEqual([{ field: 'contentNiches', message: M.tooManyItems(20) }]);
    const repeated = validate(onboardingSchema, {
      ...onboarding,
      contentNiches: ['Leadership', 'Leadership', 'Marketing'],
    });
    expect(repeated.value?.contentNiches).toEqual(['Leadership', 'Marketing']);
    expect(errorsOf(validate(listPostsSchema, { offset: '1e20' }))[0]?.field).toBe('offset');
    expect(errorsOf(validate(generateContentSchema, { variant: 1e9 }))[0]?.field).toBe('variant');
  });

  it('accepts the documented onboarding payload, which has no tone', () => {
    const result = validate(onboardingSchema, onboarding);
    expect(result.errors).toBeNull();
    expect(result.value?.tone).toBeUndefined();
  });

  it('never throws, whatever it is given', () => {
    const hostile = fc.oneof(
      fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true }),
      fc.dictionary(
        fc.constantFrom('email', 'password', 'content', 'timeSlots', '__proto__', 'constructor'),
        fc.anything(),
      ),
    );
    const schemas = [
      loginSchema,
      registerSchema,
      onboardingSchema,
      profileSchema,
      settingsSchema,
      scheduleSchema,
      createPostSchema,
      generateContentSchema,
      listPostsSchema,
    ];
    fc.assert(
      fc.property(hostile, fc.constantFrom(...schemas), (input, schema) => {
        const result = validate(schema, input);
        expect(result.errors === null || result.errors.length > 0).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('tells what is wrong with a text', () => {
    expect(textProblem('fine')).toBeNull();
    expect(textProblem('a\u0000b')).toBe(M.nulCharacter);
    expect(textProblem('\uD83D')).toBe(M.invalidUnicode);
    expect(textProblem('\uDE80\uD83D')).toBe(M.invalidUnicode);
    expect(textProblem('\uD83D\uDE80')).toBeNull();
    expect(textProblem('bell \u0007')).toBe(M.controlCharacter);
    expect(textProblem('\u001B[31m')).toBe(M.controlCharacter);
    expect(textProblem('two\nlines\tand a tab\r\n')).toBeNull();
  });
});

describe('limits in messages', () => {
  it('writes them as en-US does, thousands grouped', () => {
    for (const max of [5, 100, 999, 1000, 3000, 65_535, 1_000_000]) {
      expect(M.tooLong(max)).toBe(`Must be at most ${max.toLocaleString('en-US')} characters`);
      expect(M.tooManyItems(max)).toBe(`Must have at most ${max.toLocaleString('en-US')} items`);
    }
  });
});
