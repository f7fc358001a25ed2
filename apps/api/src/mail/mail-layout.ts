import { isRtl, type Language } from '@fieldwork/contracts';
import { readableOnWhite, safeHexColor, textOn } from './mail-colors';
import { isMailTemplateName, MAIL_TEMPLATES, type MailBranding, type MailCopy, type MailTemplate } from './mail-templates';

/** A mail as it is sent: subject, HTML and plain-text parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const LAYOUT_WORDS: Record<Language, { buttonFallback: string; footer: (company: string) => string }> = {
  en: {
    buttonFallback: 'If the button does not work, open this address in your browser:',
    footer: (company) => `This mail was sent by ${company}.`,
  },
  he: {
    buttonFallback: 'אם הכפתור אינו פועל, אפשר לפתוח את הכתובת הזו בדפדפן:',
    footer: (company) => `הודעה זו נשלחה מאת ${company}.`,
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Hebrew', Arial, sans-serif";
const INK = '#1c2430';
const MUTED = '#5b6676';

/**
 * The one layout of every mail: the logo (or the company name), the brand colour as a top rule
 * and on the button, the words of the template, a footer; table-based with inline styles, which
 * is what mail clients render. Hebrew mails are `lang="he" dir="rtl"` and aligned right.
 */
export function layoutMail(copy: MailCopy, language: Language, brand: MailBranding): RenderedMail {
  const rtl = isRtl(language);
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const words = LAYOUT_WORDS[language];
  const accent = safeHexColor(brand.primaryColor);
  const e = escapeHtml;

  const logo = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.companyName)}" height="40" style="display:block;height:40px;max-width:200px;border:0;">`
    : `<span style="font-size:20px;font-weight:700;color:${INK};">${e(brand.companyName)}</span>`;
  const paragraphs = copy.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};">${e(p)}</p>`)
    .join('\n');
  const action = copy.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:8px;background:${accent};">
<a href="${e(copy.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:${textOn(accent)};text-decoration:none;border-radius:8px;">${e(copy.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">${e(words.buttonFallback)}<br>
<a href="${e(copy.action.url)}" dir="ltr" style="color:${readableOnWhite(accent)};word-break:break-all;">${e(copy.action.url)}</a></p>`
    : '';
  const note = copy.note ? `<p style="margin:0;font-size:13px;line-height:1.5;color:${MUTED};">${e(copy.note)}</p>` : '';

  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(oneLine(copy.subject))}</title>
</head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:10px;border-top:4px solid ${accent};font-family:${FONT};text-align:${align};">
<tr><td style="padding:24px 32px 0;">${logo}</td></tr>
<tr><td style="padding:24px 32px 8px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:${INK};">${e(copy.heading)}</h1>
${paragraphs}
${action}
${note}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e3e8ef;font-size:12px;line-height:1.5;color:${MUTED};">${e(words.footer(brand.companyName))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    copy.heading,
    ...copy.paragraphs,
    ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`] : []),
    ...(copy.note ? [copy.note] : []),
    `-- \n${words.footer(brand.companyName)}`,
  ].join('\n\n');

  return { subject: oneLine(copy.subject), html, text: `${text}\n` };
}

/** A template or its stored params that can no longer be rendered: retrying will not help. */
export class MailRenderError extends Error {}

/** Renders a stored mail: its template's words in `language`, with the branding, in the layout. */
export function renderMail(template: string, params: unknown, language: Language, brand: MailBranding): RenderedMail {
  if (!isMailTemplateName(template)) throw new MailRenderError(`Unknown mail template '${template}'`);
  const definition = MAIL_TEMPLATES[template] as MailTemplate<unknown>;
  const parsed = definition.params.safeParse(params);
  if (!parsed.success) throw new MailRenderError(`Params of '${template}' do not fit the template: ${parsed.error.message}`);
  return layoutMail(definition.copy[language](parsed.data, brand), language, brand);
}

/** A subject is one header line, whatever a company name holds. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
