import { both, choices, issueWithPhotos, question, step, type StarterSource } from './starter-builders';

/** A defect list answer the buyer sees, with photos and the issue tag. */
const defects = { multiSelect: true, tiledList: true, ...issueWithPhotos } as const;
const noDefects = both('No defects', 'ללא ליקויים');

/** Handing a new apartment to its buyer, room by room; the buyer sees and signs the client-visible questions. */
export const apartmentHandover: StarterSource = {
  title: both('Apartment handover', 'מסירת דירה'),
  icon: 'apartment',
  settings: {
    description: both(
      'Handing a new apartment over to its buyer, room by room: defects with photos, measurements, keys and meters, and the buyer’s signature. The buyer sees the questions marked for clients.',
      'מסירת דירה חדשה לרוכשים, חדר אחר חדר: ליקויים עם תמונות, מדידות, מפתחות ומונים, וחתימת הרוכש. הרוכשים רואים את השאלות המסומנות ללקוחות.',
    ),
    previewSettings: [
      { value: 'apartment', sequence: 0 },
      { value: 'buyer', sequence: 1 },
      { value: 'acceptance', sequence: 2 },
    ],
  },
  questions: [
    step('details', both('Apartment and buyer', 'פרטי הדירה והרוכש'), 'key'),
    question('text', 'apartment', both('Building and apartment number', 'בניין ומספר דירה'), { isMandatory: true }, { isClientVisible: true }),
    question('text', 'buyer', both('Buyer’s full name', 'שם הרוכש המלא'), { isMandatory: true }, { isClientVisible: true }),
    question('date_time', 'handover_date', both('Handover date', 'תאריך המסירה'), { isMandatory: true, dateType: 'date' }, { isClientVisible: true }),
    question(
      'list',
      'keys',
      both('Keys and remotes handed over', 'מפתחות ושלטים שנמסרו'),
      {
        multiSelect: true,
        childs: choices(
          both('Front door', 'דלת כניסה'),
          both('Mailbox', 'תיבת דואר'),
          both('Storage room', 'מחסן'),
          both('Parking remote', 'שלט חניה'),
          both('Building entrance tag', 'צ׳יפ לכניסה לבניין'),
        ),
      },
      { isClientVisible: true },
    ),
    question('text', 'meters', both('Water and electricity meter readings', 'קריאת מוני מים וחשמל'), { allowAddingFile: true }, { isClientVisible: true }),

    step('living', both('Entrance and living room', 'כניסה וסלון'), 'home'),
    question('bool', 'front_door', both('Front door and lock work properly', 'דלת הכניסה והמנעול תקינים'), { isMandatory: true, ...issueWithPhotos }, { isClientVisible: true }),
    question(
      'list',
      'living_floor',
      both('Floor tiles', 'ריצוף'),
      { ...defects, childs: choices(noDefects, both('Scratched tile', 'אריח שרוט'), both('Cracked tile', 'אריח סדוק'), both('Hollow tile', 'אריח חלול'), both('Missing grout', 'חסר רובה')) },
      { isClientVisible: true },
    ),
    question(
      'list',
      'living_walls',
      both('Walls and paint', 'קירות וצבע'),
      { ...defects, childs: choices(noDefects, both('Stains', 'כתמים'), both('Cracks', 'סדקים'), both('Uneven paint', 'צבע לא אחיד'), both('Damp', 'רטיבות')) },
      { isClientVisible: true },
    ),
    question('length', 'ceiling_height', both('Living room ceiling height', 'גובה התקרה בסלון'), { unit: 'cm', min: 0, max: 600 }, {
      description: both('Measured at the middle of the room.', 'נמדד במרכז החדר.'),
    }),
    question('image', 'living_photos', both('Photos of the defects', 'תמונות הליקויים')),

    step('kitchen', both('Kitchen', 'מטבח'), 'build'),
    question(
      'list',
      'cabinets',
      both('Cabinets and countertop', 'ארונות ומשטח עבודה'),
      { ...defects, childs: choices(noDefects, both('Door out of alignment', 'דלת לא מכוונת'), both('Scratched front', 'חזית שרוטה'), both('Damaged countertop', 'משטח פגום'), both('Missing handle', 'ידית חסרה')) },
      { isClientVisible: true },
    ),
    question('bool', 'kitchen_sink', both('Sink and tap without leaks', 'הכיור והברז ללא נזילות'), { isMandatory: true, ...issueWithPhotos }, { isClientVisible: true }),
    question('bool', 'sockets', both('Electrical sockets work', 'שקעי החשמל תקינים'), { isMandatory: true, ...issueWithPhotos }, { isClientVisible: true }),
    question('length', 'countertop', both('Countertop length', 'אורך משטח העבודה'), { unit: 'cm', min: 0 }),

    step('bathrooms', both('Bathrooms', 'חדרי רחצה'), 'water'),
    question('bool', 'bath_leaks', both('No leaks under the basin and toilet', 'אין נזילות מתחת לכיור ולאסלה'), { isMandatory: true, ...issueWithPhotos }, { isClientVisible: true }),
    question(
      'list',
      'bath_tiling',
      both('Tiling and sealing', 'חיפוי ואיטום'),
      { ...defects, childs: choices(noDefects, both('Cracked tile', 'אריח סדוק'), both('Missing silicone', 'חסר סיליקון'), both('Poor slope to the drain', 'שיפוע לקוי לניקוז')) },
      { isClientVisible: true },
    ),
    question('bool', 'water_heater', both('Water heater works', 'דוד המים תקין'), { isMandatory: true, ...issueWithPhotos }, { isClientVisible: true }),

    step('bedrooms', both('Bedrooms and balconies', 'חדרי שינה ומרפסות'), 'home'),
    question(
      'list',
      'windows',
      both('Windows and shutters', 'חלונות ותריסים'),
      { ...defects, childs: choices(noDefects, both('Shutter stuck', 'תריס תקוע'), both('Scratched glass', 'זכוכית שרוטה'), both('Window does not seal', 'החלון אינו אוטם')) },
      { isClientVisible: true },
    ),
    question('length', 'balcony_depth', both('Balcony depth', 'עומק המרפסת'), { unit: 'm', min: 0 }),
    question('text', 'other_defects', both('Other defects', 'ליקויים נוספים'), { allowAddingFile: true }, { isClientVisible: true }),

    step('signoff', both('Buyer’s sign-off', 'אישור הרוכש'), 'signature'),
    question('message', 'declaration', both('Declaration', 'הצהרה'), undefined, {
      isClientVisible: true,
      description: both(
        'By signing, the buyer confirms that the apartment was handed over as recorded above. The defects listed will be repaired by the contractor.',
        'בחתימתו מאשר הרוכש כי הדירה נמסרה לו כמפורט לעיל. הליקויים שפורטו יתוקנו על ידי הקבלן.',
      ),
    }),
    question(
      'list',
      'acceptance',
      both('The buyer accepts the apartment', 'הרוכש מקבל את הדירה'),
      {
        isMandatory: true,
        childs: choices(both('Accepted', 'מתקבלת'), both('Accepted with the defects listed', 'מתקבלת בכפוף לליקויים שפורטו'), both('Not accepted', 'לא מתקבלת')),
      },
      { isClientVisible: true },
    ),
    question('text', 'buyer_signature', both('Buyer’s name and signature', 'שם הרוכש וחתימתו'), { isMandatory: true, signature: true, emails: true }, { isClientVisible: true }),
  ],
};
