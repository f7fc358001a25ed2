import { both, choices, commentWith, issueWithPhotos, jumpWhen, question, step, type StarterSource } from './starter-builders';

const fixedOrReported = commentWith(both('Fixed on the spot', 'תוקן במקום'), both('Site manager notified', 'נמסר למנהל העבודה'), both('Work stopped until fixed', 'העבודה הופסקה עד לתיקון'));

/** A walk-through of a construction site; "Hazards found?" No goes straight to the sign-off. */
export const siteSafetyInspection: StarterSource = {
  title: both('Site safety inspection', 'ביקורת בטיחות באתר'),
  icon: 'safety',
  settings: {
    description: both(
      'A walk-through of a construction site: access and housekeeping, protective equipment, work at height and the hazards found, with photos, corrective actions and the site manager’s signature.',
      'סיור בטיחות באתר בנייה: גישה, סדר וניקיון, ציוד מגן, עבודה בגובה והמפגעים שנמצאו, עם תמונות, פעולות מתקנות וחתימת מנהל העבודה.',
    ),
    answerLocation: true,
    previewSettings: [
      { value: 'hazards_found', sequence: 0 },
      { value: 'severity', sequence: 1 },
    ],
  },
  questions: [
    step('site', both('Site details', 'פרטי האתר'), 'location'),
    question('text', 'site_manager', both('Site manager on duty', 'מנהל העבודה באתר'), { isMandatory: true }),
    question('date_time', 'inspected_at', both('Date and time of the inspection', 'מועד הביקורת'), { isMandatory: true, dateType: 'datetime' }),
    question('number_stepper', 'workers', both('Workers on site', 'מספר העובדים באתר'), { min: 0, max: 500, step: 1 }),

    step('access', both('Access and housekeeping', 'גישה, סדר וניקיון'), 'construction'),
    question('bool', 'fenced', both('Site fenced, gated and signposted', 'האתר מגודר, נעול ומשולט'), { isMandatory: true, ...issueWithPhotos, ...fixedOrReported }),
    question('bool', 'walkways', both('Access routes and walkways are clear', 'דרכי הגישה והמעברים פנויים'), { isMandatory: true, ...issueWithPhotos, ...fixedOrReported }),
    question(
      'bool',
      'ppe',
      both('Workers wear the required protective equipment (helmet, vest, safety boots)', 'העובדים משתמשים בציוד המגן הנדרש (קסדה, אפוד זוהר, נעלי בטיחות)'),
      { isMandatory: true, ...issueWithPhotos, ...fixedOrReported },
    ),
    question('bool', 'first_aid', both('First-aid kit and fire extinguisher on site', 'ערכת עזרה ראשונה ומטף כיבוי זמינים באתר'), { ...issueWithPhotos, ...fixedOrReported }),

    step('height', both('Work at height', 'עבודה בגובה'), 'engineering'),
    question('bool', 'scaffolding', both('Scaffolding inspected and tagged', 'הפיגומים נבדקו ונושאים תווית בדיקה בתוקף'), { isMandatory: true, ...issueWithPhotos, ...fixedOrReported }),
    question('bool', 'edges', both('Guardrails and edge protection in place', 'מעקות בטיחות והגנה על שולי המשטחים במקומם'), { isMandatory: true, ...issueWithPhotos, ...fixedOrReported }),
    question(
      'list',
      'fall_protection',
      both('Fall protection in use', 'אמצעי הגנה מפני נפילה שבשימוש'),
      {
        multiSelect: true,
        childs: choices(
          both('Harness and lanyard', 'רתמה וחבל אבטחה'),
          both('Safety nets', 'רשתות ביטחון'),
          both('Guardrails', 'מעקות'),
          both('Mobile elevated work platform', 'במת הרמה ניידת'),
          both('No work at height today', 'אין היום עבודה בגובה'),
        ),
      },
    ),

    step('hazards', both('Hazards', 'מפגעים'), 'warning'),
    question('bool', 'hazards_found', both('Hazards found?', 'נמצאו מפגעים?'), { isMandatory: true, path: [jumpWhen('false', 'signoff')] }, {
      description: both('Answer No to go straight to the sign-off.', 'בתשובה "לא" עוברים ישר לסיכום ולחתימה.'),
    }),
    question(
      'list',
      'hazard_type',
      both('Type of hazard', 'סוג המפגע'),
      {
        isMandatory: true,
        multiSelect: true,
        ...issueWithPhotos,
        fileIsRequired: true,
        childs: choices(
          both('Electrical', 'חשמל'),
          both('Fall from height', 'נפילה מגובה'),
          both('Falling objects', 'נפילת חפצים'),
          both('Open excavation', 'חפירה פתוחה'),
          both('Fire', 'אש'),
          both('Hazardous materials', 'חומרים מסוכנים'),
          both('Heavy machinery', 'כלים הנדסיים'),
          both('Other', 'אחר'),
        ),
      },
      { description: both('Add a photo of each hazard.', 'יש לצרף תמונה של כל מפגע.') },
    ),
    question(
      'list',
      'severity',
      both('Severity', 'רמת החומרה'),
      {
        isMandatory: true,
        allowTaggingIssue: true,
        tiledList: true,
        childs: choices(both('Low', 'נמוכה'), both('Medium', 'בינונית'), both('High', 'גבוהה'), both('Stop work immediately', 'הפסקת עבודה מיידית')),
      },
    ),
    question('image', 'hazard_photos', both('Photos of the hazard area', 'תמונות של אזור המפגע'), { isMandatory: true }),
    question('text', 'corrective_action', both('Corrective action required', 'הפעולה המתקנת הנדרשת'), { isMandatory: true, ...commentWith() }),
    question('date_time', 'fix_by', both('Fix by', 'לתקן עד'), { dateType: 'date' }),

    step('signoff', both('Sign-off', 'סיכום וחתימה'), 'signature'),
    question('rich_text', 'remarks', both('General remarks', 'הערות כלליות')),
    question('ranking', 'rating', both('Overall safety on site', 'רמת הבטיחות הכללית באתר'), undefined, {
      description: both('1 poor, 5 excellent.', '1 – ירודה, 5 – מצוינת.'),
    }),
    question('text', 'signed_by', both('Site manager’s name and signature', 'שם מנהל העבודה וחתימתו'), { isMandatory: true, signature: true, emails: true }, {
      description: both('The report is e-mailed to the addresses added here.', 'הדוח יישלח בדוא"ל לכתובות שיתווספו כאן.'),
    }),
  ],
};
