import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Apartment from '@mui/icons-material/Apartment';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Checklist from '@mui/icons-material/Checklist';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import Construction from '@mui/icons-material/Construction';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FireExtinguisher from '@mui/icons-material/FireExtinguisher';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import Numbers from '@mui/icons-material/Numbers';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Plumbing from '@mui/icons-material/Plumbing';
import ShortText from '@mui/icons-material/ShortText';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import type { QuestionnaireIcon, QuestionType } from '@fieldwork/contracts';

type IconComponent = typeof AccessTimeOutlined;

/** One icon per question type, on the list, in the add menu and beside the type picker. */
export const QUESTION_TYPE_ICONS: Record<QuestionType, IconComponent> = {
  step: ViewAgendaOutlined,
  text: ShortText,
  bool: ToggleOnOutlined,
  list: FormatListBulleted,
  date_time: EventOutlined,
  image: ImageOutlined,
  rich_text: NotesOutlined,
  length: StraightenOutlined,
  message: InfoOutlined,
  project_list: AccountTreeOutlined,
  project_table: TableChartOutlined,
  project_value: LabelOutlined,
  system_list: GroupsOutlined,
  blueprint: ArchitectureOutlined,
  number_stepper: Numbers,
  ranking: StarOutlineOutlined,
  summary: SummarizeOutlined,
};

/** The icons a step (or a job type) may show, by the names the contracts define. */
export const QUESTIONNAIRE_ICON_COMPONENTS: Record<QuestionnaireIcon, IconComponent> = {
  assignment: AssignmentOutlined,
  checklist: Checklist,
  home: HomeOutlined,
  apartment: Apartment,
  construction: Construction,
  build: BuildOutlined,
  engineering: EngineeringOutlined,
  electrical: ElectricalServicesOutlined,
  plumbing: Plumbing,
  water: WaterDropOutlined,
  fire: LocalFireDepartmentOutlined,
  fire_extinguisher: FireExtinguisher,
  safety: HealthAndSafetyOutlined,
  health: MedicalServicesOutlined,
  warning: WarningAmberOutlined,
  camera: PhotoCameraOutlined,
  signature: DrawOutlined,
  calendar: CalendarMonthOutlined,
  clock: AccessTimeOutlined,
  location: PlaceOutlined,
  blueprint: ArchitectureOutlined,
  inventory: Inventory2Outlined,
  truck: LocalShippingOutlined,
  cleaning: CleaningServicesOutlined,
  key: KeyOutlined,
  star: StarOutlineOutlined,
};
