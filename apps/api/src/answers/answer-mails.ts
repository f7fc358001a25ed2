import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TIMEZONE, FALLBACK_LANGUAGE, isTimeZone, type Language, type AnsweredQuestion, type Question } from '@fieldwork/contracts';
import type { AnyCaller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { answerLines } from '../jobs-export/answer-text';
import { JOB_PDF_LOCALES, JOB_PDF_TEXTS } from '../jobs-export/job-pdf.texts';
import { answerOf } from '../jobs/job-answers';
import type { AnswerRow, JobRow } from '../jobs/jobs.repository';
import { Mailer } from '../mail/mailer.service';
import { InstanceStateService } from '../settings/instance-state.service';
import type { AnswerAuthor } from './answers.service';
import { AnswersRepository, type AnsweringFacts, type AnsweringQuestionRow } from './answers.repository';

/** What a submission kept, for the answers' e-mail addresses. */
export interface AnsweredMail {
  job: JobRow;
  facts: AnsweringFacts;
  author: AnswerAuthor;
  answers: ReadonlyArray<{ question: AnsweringQuestionRow; answered: AnsweredQuestion; row: AnswerRow }>;
}

/**
 * The answer's e-mails (spec 2 section 3): each address an answer names receives it, once per
 * submission, through the mailer (a row in the request's transaction, sent after the commit):
 * the job's number, the question's title and the answer in words, in the instance's language.
 */
@Injectable()
export class AnswerMails {
  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(AnswersRepository) private readonly repo: AnswersRepository,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {}

  async send(caller: AnyCaller, kept: AnsweredMail): Promise<void> {
    const mailed = kept.answers.filter((a) => Array.isArray(a.row.emails) && a.row.emails.length > 0);
    if (mailed.length === 0) return;
    const { scope } = caller;
    const { settings } = await this.instances.get(scope);
    const language: Language = settings.default_language ?? FALLBACK_LANGUAGE;
    const timeZone = isTimeZone(settings.timezone) ? settings.timezone : DEFAULT_TIMEZONE;
    const answeredBy = await this.nameOf(caller, kept.author);
    // One mail per address: an address named by several answers gets them in one mail.
    const byAddress = new Map<string, Array<{ title: string; lines: string[]; comment: string | null }>>();
    for (const { question, answered, row } of mailed) {
      const answer = answerOf(row, { history: [], files: new Map(), people: () => null, links: this.links, view: { showAnswerer: false, showLocation: false } });
      const lines = answerLines({ type: answered.type, settings: answered.settings } as Pick<Question, 'type' | 'settings'>, answer, {
        texts: JOB_PDF_TEXTS[language],
        locale: JOB_PDF_LOCALES[language],
        timeZone,
      });
      for (const address of new Set(row.emails.map((e) => e.trim().toLowerCase()))) {
        byAddress.set(address, [...(byAddress.get(address) ?? []), { title: question.title, lines, comment: row.comment }]);
      }
    }
    for (const [to, items] of byAddress) {
      await this.mailer.send(scope, {
        to,
        template: 'answer_sent',
        params: {
          jobNumber: kept.job.number,
          jobTypeTitle: kept.facts.jobTypeTitle.slice(0, 500),
          questionTitle: items.map((i) => i.title).join(', ').slice(0, 2000),
          answer: items.flatMap((i) => (items.length > 1 ? [`${i.title}:`, ...i.lines] : i.lines)).slice(0, 200).map((l) => l.slice(0, 10_000)),
          comment: items.length === 1 && items[0].comment ? items[0].comment.slice(0, 5000) : null,
          answeredBy: answeredBy.slice(0, 500),
        },
      });
    }
  }

  private async nameOf(caller: AnyCaller, author: AnswerAuthor): Promise<string> {
    if (author.kind === 'public') return 'Someone with a public link';
    const person = (await this.repo.people(caller.scope, [author.actor.id])).get(author.actor.id);
    return person ? `${person.firstName} ${person.lastName}`.trim() || person.email : 'Someone';
  }
}
