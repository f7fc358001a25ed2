import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { ProjectFieldDefinition, ProjectFieldType } from '@fieldwork/contracts';

/** The icons an admin picks from for a field, by the name stored in its definition. */
export const FIELD_ICONS: Record<string, SvgIconComponent> = {
  notes: NotesIcon,
  place: PlaceOutlinedIcon,
  attach: AttachFileIcon,
  plan: PictureAsPdfOutlinedIcon,
  checklist: ChecklistIcon,
  list: FormatListBulletedIcon,
  star: StarBorderIcon,
  tools: BuildOutlinedIcon,
  table: TableChartOutlinedIcon,
  people: GroupsOutlinedIcon,
  architecture: ArchitectureIcon,
  tree: AccountTreeOutlinedIcon,
};

/** Each kind's icon when its definition names none (or one this version does not know). */
const KIND_ICONS: Record<ProjectFieldType, string> = {
  text: 'notes',
  address: 'place',
  fileList: 'attach',
  blueprintList: 'plan',
  statusList: 'checklist',
  list: 'list',
  ranking: 'star',
  skills: 'tools',
  table: 'table',
  customerTable: 'people',
  blueprintElements: 'architecture',
};

export function fieldIcon(field: Pick<ProjectFieldDefinition, 'icon' | 'type'>): SvgIconComponent {
  return (field.icon && FIELD_ICONS[field.icon]) || FIELD_ICONS[KIND_ICONS[field.type]];
}
