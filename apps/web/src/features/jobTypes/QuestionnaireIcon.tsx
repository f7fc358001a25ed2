import type { ComponentType } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import FireExtinguisherOutlined from '@mui/icons-material/FireExtinguisherOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PlumbingOutlined from '@mui/icons-material/PlumbingOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_ICONS, type QuestionnaireIcon as IconName } from '@fieldwork/contracts';

/** The picture of each icon a job type or a step may show. Imported one by one: the barrel would pull in thousands. */
export const QUESTIONNAIRE_ICON_COMPONENTS: Record<IconName, ComponentType<SvgIconProps>> = {
  assignment: AssignmentOutlined,
  checklist: ChecklistOutlined,
  home: HomeOutlined,
  apartment: ApartmentOutlined,
  construction: ConstructionOutlined,
  build: BuildOutlined,
  engineering: EngineeringOutlined,
  electrical: ElectricalServicesOutlined,
  plumbing: PlumbingOutlined,
  water: WaterDropOutlined,
  fire: LocalFireDepartmentOutlined,
  fire_extinguisher: FireExtinguisherOutlined,
  safety: HealthAndSafetyOutlined,
  health: MedicalServicesOutlined,
  warning: WarningAmberOutlined,
  camera: CameraAltOutlined,
  signature: DrawOutlined,
  calendar: CalendarMonthOutlined,
  clock: ScheduleOutlined,
  location: PlaceOutlined,
  blueprint: ArchitectureOutlined,
  inventory: Inventory2Outlined,
  truck: LocalShippingOutlined,
  cleaning: CleaningServicesOutlined,
  key: KeyOutlined,
  star: StarOutline,
};

/** A job type's or a step's icon; an unknown name (an older client's) shows the default one. Decorative unless labelled. */
export function QuestionnaireIcon({ icon, ...props }: { icon: string | null | undefined } & SvgIconProps) {
  const Icon = (icon && QUESTIONNAIRE_ICON_COMPONENTS[icon as IconName]) || AssignmentOutlined;
  return <Icon aria-hidden={props['aria-label'] ? undefined : true} {...props} />;
}

interface IconSelectProps {
  label: string;
  value: IconName;
  onChange: (icon: IconName) => void;
  error?: string | null;
  id?: string;
}

/** Picks one of QUESTIONNAIRE_ICONS, each shown with its picture and its name in the user's language. */
export function QuestionnaireIconSelect({ label, value, onChange, error, id }: IconSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as IconName)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{
        select: {
          renderValue: (selected) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <QuestionnaireIcon icon={selected as string} fontSize="small" />
              {t(`jobTypes.icons.${selected as string}`)}
            </span>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
      data-testid="icon-select"
    >
      {QUESTIONNAIRE_ICONS.map((icon) => (
        <MenuItem key={icon} value={icon} sx={{ gap: 1.5 }}>
          <QuestionnaireIcon icon={icon} fontSize="small" />
          {t(`jobTypes.icons.${icon}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
