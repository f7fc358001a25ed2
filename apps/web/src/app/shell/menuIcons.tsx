import type { ReactElement } from 'react';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Add from '@mui/icons-material/Add';
import type { SideMenuKey } from './menuRules';

/** Icons are imported one by one: the barrel would pull thousands of modules into the bundle. */
export const MENU_ICONS: Record<Exclude<SideMenuKey, 'profile'>, ReactElement> = {
  createNew: <AddCircleOutline />,
  dashboard: <DashboardOutlined />,
  jobs: <AssignmentOutlined />,
  projects: <FolderOutlined />,
  users: <PeopleOutline />,
  reports: <AssessmentOutlined />,
  files: <InsertDriveFileOutlined />,
  apps: <AppsOutlined />,
  shifts: <CalendarMonthOutlined />,
  games: <SportsEsportsOutlined />,
  skills: <SchoolOutlined />,
  automations: <BoltOutlined />,
  jobTypes: <CategoryOutlined />,
  newJobType: <Add />,
  jobType: <DescriptionOutlined />,
  terms: <GavelOutlined />,
  settings: <SettingsOutlined />,
  logout: <LogoutOutlined />,
};
