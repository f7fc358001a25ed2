import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../../test/fixtures/files';
import { HEBREW_ANSWER, imageOf, imageSizes, pdfDocument, pdfJob, question, readPdf, renderToBuffer } from '../../test/fixtures/job-pdf';
import { loadPdfJs } from '../files/pdf-document';

describe('job PDF', () => {
  it('shows the job’s number, status, details and answers, with page numbers', async () => {
    const model = pdfDocument();
    model.jobs[0]!.entries = [
      { kind: 'step', title: 'Outside' },
      question({ title: 'Condition of the north wall', lines: ['Cracked', 'Needs repair'], comment: 'Check again in 30 days' }),
      question({ title: 'Moisture found?', lines: [], answeredAt: null }),
    ];
    const { all, pages } = await readPdf(await renderToBuffer(model));
    expect(pages).toHaveLength(1);
    for (const text of ['Acme Inspections', 'Job #1042', 'Review', 'Wall inspection', 'Tower B', 'Dana Levi, Omar Haddad', 'Outside']) {
      expect(all).toHaveText(text);
    }
    expect(all).toHaveText('Condition of the north wall Cracked Needs repair Comment: Check again in 30 days');
    expect(all).toHaveText('Moisture found? Not answered');
    // dates in the instance's zone (Jerusalem, UTC+3 in May)
    expect(all).toHaveText('Start date 1 May 2024, 08:00');
    expect(all).toHaveText('Answered on 1 May 2024, 10:30');
    expect(all).toHaveText('Page 1 of 1');
  });

  it('writes Hebrew right to left so that a text extractor reads it back in order, numbers and English included', async () => {
    const model = pdfDocument({ language: 'he' });
    model.jobs[0]!.status = { label: 'בבדיקה', color: '#d81b60' };
    model.jobs[0]!.entries = [
      question({ title: 'מצב הקיר הצפוני', lines: [HEBREW_ANSWER], comment: 'לבדוק שוב בעוד 30 יום', answeredBy: 'דנה לוי' }),
    ];
    const { all, items } = await readPdf(await renderToBuffer(model));
    // the start edge is the right: the question's title begins at the right margin (A4 less 40 pt)
    const title = items.find((item) => item.str.startsWith('מצב'))!;
    expect(title.x + title.width).toBeCloseTo(595.28 - 40, 0);
    expect(all).toHaveText('משימה #1042');
    expect(all).toHaveText('בבדיקה');
    expect(all).toHaveText(HEBREW_ANSWER);
    expect(all).toHaveText('הערה: לבדוק שוב בעוד 30 יום');
    expect(all).toHaveText('נענתה על ידי דנה לוי ב-1 במאי 2024');
    expect(all).toHaveText('עמוד 1 מתוך 1');
  });

  it('reads back a Hebrew answer in an English document, and an English one in a Hebrew document', async () => {
    const en = pdfDocument();
    en.jobs[0]!.entries = [question({ title: 'Notes', lines: [HEBREW_ANSWER] })];
    expect((await readPdf(await renderToBuffer(en))).all).toHaveText(`Notes ${HEBREW_ANSWER}`);
    const he = pdfDocument({ language: 'he' });
    he.jobs[0]!.entries = [question({ title: 'הערות', lines: ['Crack of 2.5 mm at grid C-4'] })];
    expect((await readPdf(await renderToBuffer(he))).all).toHaveText('הערות Crack of 2.5 mm at grid C-4');
  });

  it('puts each job of a combined export on pages of its own, numbered through the file', async () => {
    const model = pdfDocument({ jobs: [pdfJob({ number: 7 }), pdfJob({ number: 8, projectName: null })] });
    const { pages } = await readPdf(await renderToBuffer(model));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toHaveText('Job #7');
    expect(pages[0]).not.toHaveText('Job #8');
    expect(pages[0]).toHaveText('Page 1 of 2');
    expect(pages[1]).toHaveText('Job #8');
    expect(pages[1]).toHaveText('Project —');
    expect(pages[1]).toHaveText('Page 2 of 2');
  });

  it('breaks a long questionnaire over pages with the header on each', async () => {
    const model = pdfDocument();
    model.jobs[0]!.entries = Array.from({ length: 60 }, (_, i) => question({ title: `Question ${i + 1}`, lines: [`Answer ${i + 1}`] }));
    const { pages, all } = await readPdf(await renderToBuffer(model));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toHaveText('Acme Inspections');
      expect(page).toHaveText(`Page ${i + 1} of ${pages.length}`);
    });
    expect(all).toHaveText('Question 60 Answer 60');
  });

  it('embeds photos downscaled, the signature and the logo; a photo that cannot be read shows as missing', async () => {
    const big = await jpeg(4000, 3000);
    const model = pdfDocument();
    model.branding.logo = imageOf(await png(600, 200, true));
    model.jobs[0]!.entries = [
      question({
        title: 'Photos of the wall',
        photos: [
          { name: 'a.jpg', image: imageOf(big) },
          { name: 'b.jpg', image: imageOf(big) },
          { name: 'c.jpg', image: imageOf(async () => Promise.reject(new Error('gone'))) },
        ],
        files: ['report.pdf'],
        signature: imageOf(await png(500, 200, true)),
      }),
    ];
    const bytes = await renderToBuffer(model);
    const sizes = await imageSizes(bytes);
    // logo, two photos, signature
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(800);
    expect(bytes.length).toBeLessThan(big.length);
    const { all } = await readPdf(bytes);
    expect(all).toHaveText('The image could not be read');
    expect(all).toHaveText('Files: report.pdf');
    expect(all).toHaveText('Signature');
  });

  it('flags an issue in the issue colour', async () => {
    const model = pdfDocument();
    model.branding.issueColor = '#123456';
    model.jobs[0]!.entries = [question({ title: 'Cracks?', isIssue: true })];
    const bytes = await renderToBuffer(model);
    expect((await readPdf(bytes)).all).toContain('Issue');
    const pdfjs = await loadPdfJs();
    const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    const ops = await (await document.getPage(1)).getOperatorList();
    const fills = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.setFillRGBColor ? [String(ops.argsArray[i]?.[0])] : []));
    await document.destroy();
    expect(fills).toContain('#123456');
  });

  it('cuts a word too long for the page instead of drawing past the margin', async () => {
    const model = pdfDocument();
    model.jobs[0]!.entries = [question({ lines: ['x'.repeat(400)] })];
    const { all } = await readPdf(await renderToBuffer(model));
    expect(all.replace(/[^x]/g, '').length).toBeGreaterThanOrEqual(400);
  });
});
