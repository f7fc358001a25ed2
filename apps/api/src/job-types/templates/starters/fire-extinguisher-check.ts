import { both, choices, commentWith, issueWithPhotos, question, type StarterSource } from './starter-builders';

/** The periodic check of the fire extinguishers at one location, one question at a time (no steps). */
export const fireExtinguisherCheck: StarterSource = {
  title: both('Fire extinguisher check', 'בדיקת מטפי כיבוי אש'),
  icon: 'fire_extinguisher',
  settings: {
    description: both(
      'The periodic check of the fire extinguishers at one location: how many and of which type, the last service date, pressure, seal and condition, with a photo of the service label.',
      'בדיקה תקופתית של מטפי הכיבוי במיקום אחד: כמות וסוג, תאריך הטיפול האחרון, לחץ, פלומבה ומצב כללי, עם תמונה של תווית הטיפול.',
    ),
    previewSettings: [
      { value: 'location', sequence: 0 },
      { value: 'count', sequence: 1 },
      { value: 'pressure', sequence: 2 },
    ],
  },
  questions: [
    question('text', 'location', both('Location in the building', 'מיקום בבניין'), { isMandatory: true }, {
      description: both('Floor, wing and the nearest room or stairwell.', 'קומה, אגף והחדר או חדר המדרגות הסמוך.'),
    }),
    question('number_stepper', 'count', both('Number of extinguishers at this location', 'מספר המטפים במיקום זה'), { isMandatory: true, min: 0, max: 50, step: 1 }),
    question(
      'list',
      'extinguisher_type',
      both('Type of extinguisher', 'סוג המטף'),
      {
        isMandatory: true,
        multiSelect: true,
        childs: choices(
          both('Dry powder (ABC)', 'אבקה יבשה (ABC)'),
          both('CO2', 'פחמן דו-חמצני (CO2)'),
          both('Water', 'מים'),
          both('Foam', 'קצף'),
          both('Wet chemical', 'כימיקל רטוב'),
        ),
      },
    ),
    question('date_time', 'last_service', both('Date of the last service', 'תאריך הטיפול האחרון'), { isMandatory: true, dateType: 'date' }, {
      description: both('As written on the service label.', 'כפי שמופיע בתווית הטיפול.'),
    }),
    question('bool', 'pressure', both('Pressure gauge in the green zone', 'מד הלחץ בתחום הירוק'), { isMandatory: true, ...issueWithPhotos }),
    question('bool', 'seal', both('Safety pin and tamper seal intact', 'נצרה ופלומבה שלמות'), { isMandatory: true, ...issueWithPhotos }),
    question('bool', 'accessible', both('Accessible, mounted and clearly signed', 'נגיש, תלוי במקומו ומשולט היטב'), { isMandatory: true, ...issueWithPhotos }),
    question(
      'list',
      'condition',
      both('Physical condition', 'מצב חיצוני'),
      {
        isMandatory: true,
        multiSelect: true,
        ...issueWithPhotos,
        childs: choices(both('Good', 'תקין'), both('Dented', 'מעוך'), both('Corroded', 'חלוד'), both('Damaged hose or nozzle', 'צינור או מזנק פגומים'), both('Label unreadable', 'התווית אינה קריאה')),
      },
    ),
    question(
      'list',
      'action',
      both('Action taken', 'הפעולה שבוצעה'),
      {
        isMandatory: true,
        ...commentWith(both('Customer informed', 'הלקוח עודכן'), both('Replacement ordered', 'הוזמן מטף חלופי')),
        childs: choices(
          both('None needed', 'לא נדרשה פעולה'),
          both('Recharged on site', 'מולא מחדש במקום'),
          both('Replaced', 'הוחלף'),
          both('Taken for service', 'נלקח לטיפול'),
        ),
      },
    ),
    question('image', 'label_photo', both('Photo of the service label', 'תמונה של תווית הטיפול'), { isMandatory: true }),
    question('date_time', 'time_on_site', both('Time on site', 'זמן העבודה באתר'), { dateType: 'datetime', isRange: true, isPunchClock: true }, {
      description: both('Optional: press Start on arrival and Stop when you leave.', 'לא חובה: לחצו "התחל" בהגעה ו"עצור" ביציאה.'),
    }),
    question('text', 'technician', both('Technician’s name and signature', 'שם הטכנאי וחתימתו'), { isMandatory: true, signature: true }),
  ],
};
