import { both, choices, issueWithPhotos, jumpWhen, question, step, type StarterSource } from './starter-builders';

/** The site manager's record of one working day; "Any incident?" No skips the incident details. */
export const dailySiteLog: StarterSource = {
  title: both('Daily site log', 'יומן עבודה יומי'),
  icon: 'calendar',
  settings: {
    description: both(
      'The site manager’s record of the day: weather, workforce and subcontractors, work done, deliveries, incidents and progress photos.',
      'התיעוד היומי של מנהל העבודה: מזג האוויר, כוח האדם וקבלני המשנה, העבודות שבוצעו, אספקות, אירועים חריגים ותמונות התקדמות.',
    ),
    previewSettings: [
      { value: 'date', sequence: 0 },
      { value: 'workers', sequence: 1 },
    ],
  },
  questions: [
    step('day', both('The day', 'היום'), 'calendar'),
    question('date_time', 'date', both('Date', 'תאריך'), { isMandatory: true, dateType: 'date' }),
    question('date_time', 'hours', both('Working hours', 'שעות העבודה'), { dateType: 'time', isRange: true }),
    question(
      'list',
      'weather',
      both('Weather', 'מזג האוויר'),
      {
        isMandatory: true,
        tiledList: true,
        childs: choices(both('Clear', 'בהיר'), both('Cloudy', 'מעונן'), both('Rain', 'גשם'), both('Strong wind', 'רוח חזקה'), both('Heat wave', 'שרב')),
      },
    ),

    step('workforce', both('Workforce', 'כוח אדם'), 'engineering'),
    question('number_stepper', 'workers', both('Workers on site', 'מספר העובדים באתר'), { isMandatory: true, min: 0, max: 500, step: 1 }),
    question(
      'list',
      'subcontractors',
      both('Subcontractors on site', 'קבלני משנה באתר'),
      {
        multiSelect: true,
        sortAlphabet: true,
        childs: choices(
          both('Concrete', 'בטון'),
          both('Steel fixing', 'ברזלנים'),
          both('Electrical', 'חשמל'),
          both('Plumbing', 'אינסטלציה'),
          both('Plastering', 'טיח'),
          both('Painting', 'צבע'),
          both('Aluminium', 'אלומיניום'),
          both('Tiling', 'ריצוף'),
        ),
      },
    ),
    question('text', 'equipment', both('Heavy equipment on site', 'כלים הנדסיים באתר'), { allowComment: true }),

    step('work', both('Work and deliveries', 'עבודות ואספקות'), 'construction'),
    question('rich_text', 'work_done', both('Work carried out today', 'העבודות שבוצעו היום'), { isMandatory: true }),
    question('text', 'deliveries', both('Materials delivered', 'חומרים שסופקו'), { allowAddingFile: true }, {
      description: both('Attach the delivery notes.', 'יש לצרף את תעודות המשלוח.'),
    }),
    question('bool', 'delays', both('Work delayed today?', 'היו היום עיכובים בעבודה?'), { allowComment: true, allowTaggingIssue: true }),

    step('incidents', both('Incidents', 'אירועים חריגים'), 'warning'),
    question('bool', 'incident', both('Any accident, near miss or damage today?', 'היו היום תאונה, כמעט-תאונה או נזק?'), { isMandatory: true, path: [jumpWhen('false', 'progress_photos')] }, {
      description: both('Answer No to skip to the progress photos.', 'בתשובה "לא" עוברים לתמונות ההתקדמות.'),
    }),
    question('text', 'incident_details', both('What happened, and who was involved?', 'מה קרה ומי היה מעורב?'), { isMandatory: true, ...issueWithPhotos, fileIsRequired: true }),
    question('bool', 'reported', both('Reported to the safety officer', 'דווח לממונה הבטיחות'), { isMandatory: true }),

    step('close', both('End of day', 'סיום היום'), 'camera'),
    question('image', 'progress_photos', both('Progress photos', 'תמונות התקדמות'), { isMandatory: true }),
    question('ranking', 'progress', both('Progress against the schedule', 'התקדמות ביחס ללוח הזמנים'), undefined, {
      description: both('1 well behind, 5 ahead of schedule.', '1 – פיגור משמעותי, 5 – מקדימים את הלוח.'),
    }),
    question('text', 'signed_by', both('Site manager’s name and signature', 'שם מנהל העבודה וחתימתו'), { isMandatory: true, signature: true }),
  ],
};
