import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  banBodySchema,
  canBeReinvited,
  DEFAULT_USER_FIELDS,
  forgotPasswordBodySchema,
  impersonateRequestSchema,
  inviteBodySchema,
  isInviteReady,
  isValidEmail,
  linkTokenParamsSchema,
  locationAnswer,
  MESSAGES,
  PASSWORD_RULE_TEXTS,
  PASSWORD_RULES,
  passwordProblems,
  registerBodySchema,
  reinviteBodySchema,
  removeBodySchema,
  resetPasswordBodySchema,
  splitName,
  userStateOf,
  userUpdateBodySchema,
  userUpdateChecks,
  type UserUpdateTarget,
} from '../src';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const ID = '5f0c7b7e-3f1a-4c5e-9a47-1d2b3c4d5e6f';
const ID2 = '6a1d8c8f-4a2b-4d6f-8b58-2e3c4d5e6f70';

describe('e-mail addresses (spec 1 section 5)', () => {
  it.each(['ann@acme.co.il', 'a.b+tag@mail.example.com', '  Ann@Acme.com  ', "o'brien@x.ie"])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ann', 'ann@', '@acme.com', 'ann@acme', 'ann@@acme.com', 'ann acme@x.com', 'ann@-acme.com', `${'a'.repeat(250)}@x.com`])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("are lowercased and trimmed, so sign-in finds them; a bad one reads 'Please type a valid email'", () => {
    expect(inviteBodySchema.parse({ email: '  Ann@Acme.COM ' }).email).toBe('ann@acme.com');
    expect(messagesOf(inviteBodySchema.safeParse({ email: 'ann@' }))).toEqual([['email', MESSAGES.invalidEmail]]);
    expect(messagesOf(forgotPasswordBodySchema.safeParse({}))).toEqual([['email', 'Please type a valid email']]);
  });
});

describe('splitName: a name edit splits at the first space (spec 1 section 5)', () => {
  it.each([
    ['Dana Levi', { first: 'Dana', last: 'Levi' }],
    ['Anna Maria Cohen', { first: 'Anna', last: 'Maria Cohen' }],
    ['  Dana   Levi  ', { first: 'Dana', last: 'Levi' }],
    ['Madonna', { first: 'Madonna', last: '' }],
    ['', { first: '', last: '' }],
    ['דנה לוי', { first: 'דנה', last: 'לוי' }],
  ])('%j', (full, expected) => {
    expect(splitName(full)).toEqual(expected);
  });

  it('gives back the words it was given: first, a space, last', () => {
    const word = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !/\s/.test(s));
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 4 }), (first, rest) => {
        expect(splitName([first, ...rest].join(' '))).toEqual({ first, last: rest.join(' ') });
      }),
    );
  });

  it('is what a body sending the name as one string gets', () => {
    expect(userUpdateBodySchema.parse({ name: 'Dana Levi Ben' }).name).toEqual({ first: 'Dana', last: 'Levi Ben' });
    expect(userUpdateBodySchema.parse({ name: { first: ' Dana ', last: 'Levi' } }).name).toEqual({ first: 'Dana', last: 'Levi' });
  });
});

describe('the password policy', () => {
  it('accepts a password that breaks no rule', () => {
    expect(passwordProblems('river-stone-42')).toEqual([]);
    expect(passwordProblems('שמש-ירח-2026')).toEqual([]);
  });

  it.each([
    ['short1', ['min_length']],
    ['abcdefghij', ['digit']],
    ['1234567890', ['letter']],
    ['', ['min_length', 'letter', 'digit']],
    ['Password123', ['not_common']],
    [`a1${'x'.repeat(127)}`, ['max_length']],
  ] as const)('%j breaks %j', (password, rules) => {
    expect(passwordProblems(password)).toEqual(rules);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('🙂🙂🙂🙂🙂🙂a1')).toEqual([]);
  });

  it('refuses the e-mail address or its name part', () => {
    expect(passwordProblems('dana.levi@acme.com', { email: 'dana.levi@acme.com' })).toContain('not_email');
    expect(passwordProblems('Dana.Levi2026', { email: 'dana.levi@acme.com' })).toEqual(['not_email']);
    expect(passwordProblems('river-stone-42', { email: 'dana.levi@acme.com' })).toEqual([]);
  });

  it('has an English line for each rule, for the checklist on screen', () => {
    expect(Object.keys(PASSWORD_RULE_TEXTS).sort()).toEqual([...PASSWORD_RULES].sort());
  });
});

describe('PUT /v2/users/register (sign-up) answers with the catalogue texts', () => {
  const valid = { email: 'dana@acme.com', password: 'river-stone-42', confirm: 'river-stone-42', terms_and_privacy: true };

  it('accepts a complete sign-up, a name given as one string split', () => {
    const body = registerBodySchema.parse({ ...valid, name: 'Dana Levi', phoneNumber: '050-123-4567' });
    expect(body.name).toEqual({ first: 'Dana', last: 'Levi' });
  });

  it('takes the spec payload without a confirmation field', () => {
    const { confirm: _confirm, ...spec } = valid;
    expect(registerBodySchema.safeParse(spec).success).toBe(true);
  });

  it.each([
    [{ email: 'dana@' }, [['email', 'Please type a valid email']]],
    [{ password: 'short', confirm: 'short' }, [['password', 'Invalid password']]],
    [{ confirm: 'river-stone-43' }, [['confirm', 'Passwords dont match']]],
    [{ terms_and_privacy: false }, [['terms_and_privacy', 'Please, accept terms and conditions first']]],
    [{ terms_and_privacy: undefined }, [['terms_and_privacy', 'Please, accept terms and conditions first']]],
  ])('%j', (change, expected) => {
    expect(messagesOf(registerBodySchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('names the broken rules of an invalid password', () => {
    const result = registerBodySchema.safeParse({ ...valid, password: 'dana2026x', confirm: 'dana2026x' });
    const issue = result.error?.issues[0] as { params?: { rules: string[] } } | undefined;
    expect(issue?.params?.rules).toEqual(['not_email']);
  });

  it('reset_password applies the same policy and confirmation', () => {
    expect(resetPasswordBodySchema.safeParse({ password: 'river-stone-42' }).success).toBe(true);
    expect(messagesOf(resetPasswordBodySchema.safeParse({ password: 'abc' }))).toEqual([['password', MESSAGES.invalidPassword]]);
    expect(messagesOf(resetPasswordBodySchema.safeParse({ password: 'river-stone-42', confirm: 'x' }))).toEqual([
      ['confirm', MESSAGES.passwordsDontMatch],
    ]);
  });

  it('link tokens are opaque URL-safe strings; anything else is refused before a lookup', () => {
    expect(linkTokenParamsSchema.safeParse({ token: 'Qm9vLXRva2VuLTEyMzQ1Ng_-' }).success).toBe(true);
    for (const token of ['short', '../../etc/passwd', 'a'.repeat(300), 'with space in it 1234']) {
      expect(linkTokenParamsSchema.safeParse({ token }).success).toBe(false);
    }
  });
});

describe('invitations', () => {
  it('POST /v2/users gives a new user the inspector role, no companies and no projects by default', () => {
    expect(inviteBodySchema.parse({ email: 'new@acme.com' })).toEqual({
      email: 'new@acme.com',
      role: 'inspector',
      companies: [],
      client_projects: [],
    });
  });

  it('takes client projects as ids or as the rows the wizard holds', () => {
    expect(inviteBodySchema.parse({ email: 'c@acme.com', role: 'client', client_projects: [ID, { _id: ID2, name: 'Tower' }] }).client_projects).toEqual([
      ID,
      ID2,
    ]);
    expect(inviteBodySchema.safeParse({ email: 'c@acme.com', role: 'owner' }).success).toBe(false);
  });

  it('the wizard finishes once the e-mail is valid, and for a client once a project is chosen', () => {
    expect(isInviteReady({ email: 'new@acme', role: 'inspector' })).toBe(false);
    expect(isInviteReady({ email: 'new@acme.com', role: 'inspector' })).toBe(true);
    expect(isInviteReady({ email: 'c@acme.com', role: 'client', client_projects: [] })).toBe(false);
    expect(isInviteReady({ email: 'c@acme.com', role: 'client', client_projects: [ID] })).toBe(true);
  });

  it('re-invitation is refused once a user is both confirmed and verified (spec 1 section 4.3)', () => {
    expect(canBeReinvited({ confirmed: false, verified: false })).toBe(true);
    expect(canBeReinvited({ confirmed: true, verified: false })).toBe(true);
    expect(canBeReinvited({ confirmed: false, verified: true })).toBe(true);
    expect(canBeReinvited({ confirmed: true, verified: true })).toBe(false);
    expect(reinviteBodySchema.parse({ data: [{ email: 'A@acme.com', role: 'inspector' }] }).data[0].email).toBe('a@acme.com');
    expect(reinviteBodySchema.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('user states and the editor', () => {
  it.each([
    [{ banned: false, confirmed: true }, 'active'],
    [{ banned: false, confirmed: false }, 'invited'],
    [{ banned: true, confirmed: true }, 'banned'],
    [{ banned: true, confirmed: false }, 'banned'],
  ] as const)('%j is %s', (user, state) => {
    expect(userStateOf(user)).toBe(state);
  });

  it('shows acceptedLocation as yes, no or not known yet', () => {
    expect([true, false, null, undefined].map(locationAnswer)).toEqual(['yes', 'no', 'unknown', 'unknown']);
  });

  it('ban and remove take ids; remove also the grid rows', () => {
    expect(banBodySchema.safeParse({ data: [ID, ID2] }).success).toBe(true);
    expect(banBodySchema.safeParse({ data: ['not-an-id'] }).success).toBe(false);
    expect(removeBodySchema.parse({ users: [ID, { _id: ID2, email: 'x@y.z' }] }).users).toEqual([ID, ID2]);
  });

  it('impersonation is asked with the target e-mail, in the token grant form', () => {
    const form = impersonateRequestSchema.parse({ username: 'Dana@Acme.com', client_id: 'web', client_secret: 's' });
    expect(form).toEqual({ username: 'dana@acme.com', client_id: 'web', client_secret: 's', grant_type: 'impersonate' });
  });
});

describe('PUT /v2/users/{id}: which rules a change needs', () => {
  const target: UserUpdateTarget = {
    id: 'u1',
    role: 'inspector',
    email: 'dana@acme.com',
    inTraining: false,
    canManageSkills: false,
    companies: ['Acme'],
    client_projects: [],
    fields: { shoeSize: '42', homeAddress: { lat: 32.1, long: 34.8, address: 'Herzl 1' } },
  };
  const plan = (actor: string, body: unknown, on = target) => userUpdateChecks(actor, on, userUpdateBodySchema.parse(body), DEFAULT_USER_FIELDS);
  const actions = (actor: string, body: unknown, on = target) => plan(actor, body, on).checks.map((c) => c.action);

  it('editing oneself is profile.update, someone else user.update', () => {
    expect(actions('u1', { name: 'Dana Levi', language: 'he' })).toEqual(['profile.update']);
    expect(actions('admin', { name: 'Dana Levi' })).toEqual(['user.update']);
  });

  it('asks the rule of each protected change, with the subject it needs', () => {
    const { checks } = plan('admin', { role: 'project_manager', email: 'D@acme.com', inTraining: true, canManageSkills: true, companies: ['Other'] });
    expect(checks).toEqual([
      { action: 'user.update', subject: { id: 'u1', role: 'inspector' } },
      { action: 'user.changeRole', subject: { id: 'u1', role: 'inspector', to: 'project_manager' } },
      { action: 'user.changeEmail', subject: { id: 'u1', role: 'inspector' } },
      { action: 'user.setInTraining', subject: { id: 'u1', role: 'inspector' } },
      { action: 'user.manageSkillsSwitch', subject: { id: 'u1', role: 'inspector' } },
      { action: 'user.setClientProjects', subject: { id: 'u1', role: 'inspector' } },
    ]);
  });

  it('needs nothing more for the whole user object sent back unchanged', () => {
    const wire = {
      _id: 'u1',
      id: 'u1',
      banned: false,
      confirmed: true,
      role: 'inspector',
      email: 'dana@acme.com',
      inTraining: false,
      canManageSkills: false,
      companies: ['Acme'],
      client_projects: [],
      projects: {},
      fields: { homeAddress: { address: 'Herzl 1', long: 34.8, lat: 32.1 }, shoeSize: '42' },
    };
    expect(actions('admin', wire)).toEqual(['user.update']);
  });

  it('writing an empty field is set, changing a filled one update; unknown keys are named', () => {
    const result = plan('u1', { fields: { shoeSize: '43', coatSize: 'xl', favouriteColour: 'blue' } });
    expect(result.checks.map((c) => ('subject' in c && 'field' in c.subject ? [c.action, c.subject.field.value] : [c.action]))).toEqual([
      ['profile.update'],
      ['userField.update', 'shoeSize'],
      ['userField.set', 'coatSize'],
    ]);
    expect(result.unknownFields).toEqual(['favouriteColour']);
  });

  it('takes notification preferences as keys, refusing unknown ones', () => {
    expect(userUpdateBodySchema.safeParse({ notifications: ['general_my_jobs_job_created_push'] }).success).toBe(true);
    expect(userUpdateBodySchema.safeParse({ notifications: ['general_my_jobs_job_created_fax'] }).success).toBe(false);
  });

  it('refuses core keys as field values: they change through their own rules', () => {
    expect(userUpdateBodySchema.safeParse({ fields: { email: 'x@y.z' } }).success).toBe(false);
  });
});
