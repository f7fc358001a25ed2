import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import Numbers from '@mui/icons-material/Numbers';
import ShortText from '@mui/icons-material/ShortText';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import type { QuestionType } from '@fieldwork/contracts';

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
