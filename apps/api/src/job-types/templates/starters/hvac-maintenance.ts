import { both, choices, commentWith, issueWithPhotos, question, type StarterSource } from './starter-builders';

/** The periodic service of one air-conditioning unit. */
export const hvacMaintenance: StarterSource = {
  title: both('Air-conditioning maintenance', 'טיפול תקופתי במערכת מיזוג אוויר'),
  icon: 'build',
  settings: {
    description: both(
      'The periodic service of an air-conditioning unit: filters, drainage, temperatures and refrigerant pressure, noise, photos and the date of the next service.',
      'טיפול תקופתי ביחידת מיזוג אוויר: מסננים, ניקוז, טמפרטורות ולחץ גז הקירור, רעשים, תמונות ומועד הטיפול הבא.',
    ),
    previewSettings: [
      { value: 'unit', sequence: 0 },
      { value: 'next_service', sequence: 1 },
    ],
  },
  questions: [
    question('text', 'unit', both('Unit and its location', 'היחידה ומיקומה'), { isMandatory: true }, {
      description: both('For example: indoor unit, 3rd floor meeting room.', 'לדוגמה: מאייד, חדר הישיבות בקומה 3.'),
    }),
    question(
      'list',
      'system',
      both('Type of system', 'סוג המערכת'),
      {
        isMandatory: true,
        childs: choices(
          both('Split', 'מזגן מפוצל'),
          both('Mini-central', 'מיני מרכזי'),
          both('VRF', 'מערכת VRF'),
          both('Rooftop package unit', 'יחידת גג (Package)'),
          both('Chiller', 'צ׳ילר'),
        ),
      },
    ),
    question('bool', 'filters', both('Filters cleaned or replaced', 'המסננים נוקו או הוחלפו'), { isMandatory: true }),
    question('bool', 'drain', both('Condensate drain clear', 'ניקוז המים פתוח ותקין'), { isMandatory: true, ...issueWithPhotos }),
    question('text', 'supply_temp', both('Supply air temperature (°C)', 'טמפרטורת האוויר המסופק (°C)'), { type: 'number', min: -10, max: 60 }),
    question('text', 'pressure', both('Refrigerant pressure (bar)', 'לחץ גז הקירור (בר)'), { type: 'number', min: 0, max: 60 }),
    question('bool', 'noise', both('Unusual noise or vibration', 'רעש או רעידות חריגים'), {
      ...issueWithPhotos,
      ...commentWith(both('Fan bearing worn', 'מיסב המאוורר שחוק'), both('Loose panel', 'פאנל רופף'), both('Compressor noise', 'רעש במדחס')),
    }),
    question('image', 'unit_photos', both('Photos of the unit', 'תמונות היחידה'), { isMandatory: true }),
    question('date_time', 'next_service', both('Next service due', 'מועד הטיפול הבא'), { dateType: 'date' }, { isClientVisible: true }),
    question('text', 'technician', both('Technician’s name and signature', 'שם הטכנאי וחתימתו'), { isMandatory: true, signature: true }),
  ],
};
