import { z } from 'zod';
import { roleSchema, type Language, type Role } from '@fieldwork/contracts';

/** What every template may use of the instance: its name, its sender name and its colours. */
export interface MailBranding {
  companyName: string;
  senderName: string;
  /** A #rrggbb colour, checked by the layout. */
  primaryColor: string;
  /** An absolute http(s) address of the logo, or null to show the company name instead. */
  logoUrl: string | null;
}

/**
 * A template's words for one mail, as plain text: the layout escapes every one of them, so no
 * template can put markup (or a parameter's markup) into a mail.
 */
export interface MailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one button of the mail; its address is shown again below it for clients without buttons. */
  action?: { label: string; url: string };
  /** Small print under the button. */
  note?: string;
}

export interface MailTemplate<P> {
  /** Checks the params when a mail is queued and again when it is rendered from the stored row. */
  params: z.ZodType<P>;
  copy: Record<Language, (params: P, brand: MailBranding) => MailCopy>;
}

const defineTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;

/** An address a mail may link to: http or https only. */
const linkSchema = z.url({ protocol: /^https?$/ });

const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: {
    sys_admin: 'a system administrator',
    business_admin: 'a business administrator',
    project_manager: 'a project manager',
    inspector: 'an inspector',
    client: 'a client',
  },
  he: {
    sys_admin: 'מנהל מערכת',
    business_admin: 'מנהל עסק',
    project_manager: 'מנהל פרויקט',
    inspector: 'מפקח',
    client: 'לקוח',
  },
};

/**
 * Every mail the API sends. A domain adds a row here; `Mailer.send` then accepts exactly these
 * names with exactly their params (a compile error otherwise).
 */
export const MAIL_TEMPLATES = {
  /** Sent from the mail page, to the sys_admin who pressed "Send a test mail". */
  mail_test: defineTemplate({
    params: z.object({}),
    copy: {
      en: (_p, { companyName }) => ({
        subject: `This is a test mail from ${companyName}`,
        heading: 'Mail works',
        paragraphs: [
          `This is a test mail from ${companyName}. If you are reading it, ${companyName} can send e-mail to its users.`,
          'It was sent from the mail page at your request; there is nothing you need to do.',
        ],
      }),
      he: (_p, { companyName }) => ({
        subject: `זוהי הודעת בדיקה מאת ${companyName}`,
        heading: 'הדואר עובד',
        paragraphs: [
          `זוהי הודעת בדיקה מאת ${companyName}. אם ההודעה הגיעה אליך, המערכת של ${companyName} שולחת דואר אלקטרוני למשתמשים שלה.`,
          'ההודעה נשלחה לבקשתך מעמוד הדואר, ואין צורך לעשות דבר.',
        ],
      }),
    },
  }),

  /** A new user is asked to join; the link leads to choosing a password. */
  invitation: defineTemplate({
    params: z.object({ inviterName: z.string().min(1), link: linkSchema, role: roleSchema }),
    copy: {
      en: ({ inviterName, link, role }, { companyName }) => ({
        subject: `${inviterName} invited you to ${companyName}`,
        heading: `You are invited to ${companyName}`,
        paragraphs: [
          `${inviterName} invited you to join ${companyName} as ${ROLE_NAMES.en[role]}.`,
          'Choose a password to activate your account.',
        ],
        action: { label: 'Accept the invitation', url: link },
        note: 'If you were not expecting this invitation, you can ignore this mail.',
      }),
      he: ({ inviterName, link, role }, { companyName }) => ({
        subject: `הזמנה להצטרף ל־${companyName}`,
        heading: `הוזמנת להצטרף ל־${companyName}`,
        paragraphs: [
          `קיבלת הזמנה מאת ${inviterName} להצטרף ל־${companyName} בתפקיד ${ROLE_NAMES.he[role]}.`,
          'כדי להפעיל את החשבון יש לבחור סיסמה.',
        ],
        action: { label: 'אישור ההזמנה', url: link },
        note: 'אם לא ציפית להזמנה הזו, אפשר להתעלם מהודעה זו.',
      }),
    },
  }),

  /** An administrator banned the account: it signs in no more, and its open sessions ended. */
  account_banned: defineTemplate({
    params: z.object({}),
    copy: {
      en: (_params, { companyName }) => ({
        subject: `Your ${companyName} account was suspended`,
        heading: 'Your account was suspended',
        paragraphs: [
          `An administrator of ${companyName} suspended your account. You cannot sign in until they restore it.`,
          'Nothing you answered or uploaded was changed.',
        ],
        note: `If you think this is a mistake, ask an administrator of ${companyName}.`,
      }),
      he: (_params, { companyName }) => ({
        subject: `החשבון שלך ב־${companyName} הושעה`,
        heading: 'החשבון שלך הושעה',
        paragraphs: [
          `מנהל/ת ב־${companyName} השעה/תה את החשבון שלך. לא ניתן להיכנס עד שהחשבון ישוחזר.`,
          'דבר ממה שענית או העלית לא השתנה.',
        ],
        note: `אם לדעתך מדובר בטעות, אפשר לפנות למנהל/ת ב־${companyName}.`,
      }),
    },
  }),

  /** The ban was lifted: the account signs in again. */
  account_unbanned: defineTemplate({
    params: z.object({ link: linkSchema }),
    copy: {
      en: ({ link }, { companyName }) => ({
        subject: `Your ${companyName} account is active again`,
        heading: 'Your account is active again',
        paragraphs: [`An administrator of ${companyName} restored your account. You can sign in again.`],
        action: { label: 'Sign in', url: link },
      }),
      he: ({ link }, { companyName }) => ({
        subject: `החשבון שלך ב־${companyName} פעיל שוב`,
        heading: 'החשבון שלך פעיל שוב',
        paragraphs: [`מנהל/ת ב־${companyName} שחזר/ה את החשבון שלך. אפשר להיכנס שוב.`],
        action: { label: 'כניסה', url: link },
      }),
    },
  }),

  /** A user asked to reset their password (forgot password); the link works once, for an hour. */
  password_reset: defineTemplate({
    params: z.object({ link: linkSchema }),
    copy: {
      en: ({ link }, { companyName }) => ({
        subject: `Reset your ${companyName} password`,
        heading: 'Choose a new password',
        paragraphs: [
          `Someone asked to reset the password of your ${companyName} account. If it was you, choose a new password with the button below.`,
          'The link works once, within one hour.',
        ],
        action: { label: 'Choose a new password', url: link },
        note: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      }),
      he: ({ link }, { companyName }) => ({
        subject: `איפוס הסיסמה ב־${companyName}`,
        heading: 'בחירת סיסמה חדשה',
        paragraphs: [
          `התקבלה בקשה לאפס את הסיסמה של החשבון שלך ב־${companyName}. אם הבקשה נשלחה על ידך, אפשר לבחור סיסמה חדשה בלחיצה על הכפתור.`,
          'הקישור תקף לשימוש אחד, במשך שעה אחת.',
        ],
        action: { label: 'בחירת סיסמה חדשה', url: link },
        note: 'אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.',
      }),
    },
  }),

  /** An answer was given to a question that sends its answer to these addresses (spec 2 section 3, the answer's e-mails). */
  answer_sent: defineTemplate({
    params: z.object({
      jobNumber: z.number().int(),
      jobTypeTitle: z.string().max(500),
      questionTitle: z.string().max(2000),
      answer: z.array(z.string().max(10_000)).max(200),
      comment: z.string().max(5000).nullable(),
      answeredBy: z.string().max(500),
    }),
    copy: {
      en: ({ jobNumber, jobTypeTitle, questionTitle, answer, comment, answeredBy }, { companyName }) => ({
        subject: `Job ${jobNumber}: ${questionTitle}`,
        heading: `${questionTitle}`,
        paragraphs: [
          `${answeredBy} answered a question of job ${jobNumber} (${jobTypeTitle}) at ${companyName}.`,
          ...(answer.length > 0 ? answer : ['(no answer)']),
          ...(comment ? [`Comment: ${comment}`] : []),
        ],
        note: 'You receive this mail because the question sends its answer to your address.',
      }),
      he: ({ jobNumber, jobTypeTitle, questionTitle, answer, comment, answeredBy }, { companyName }) => ({
        subject: `משימה ${jobNumber}: ${questionTitle}`,
        heading: `${questionTitle}`,
        paragraphs: [
          `${answeredBy} ענה על שאלה במשימה ${jobNumber} (${jobTypeTitle}) ב־${companyName}.`,
          ...(answer.length > 0 ? answer : ['(אין תשובה)']),
          ...(comment ? [`הערה: ${comment}`] : []),
        ],
        note: 'הודעה זו נשלחה אליך כי השאלה שולחת את תשובתה לכתובת שלך.',
      }),
    },
  }),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The params a template declares, as the caller of `Mailer.send` must pass them. */
export type MailParams<T extends MailTemplateName> = (typeof MAIL_TEMPLATES)[T] extends MailTemplate<infer P> ? P : never;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
