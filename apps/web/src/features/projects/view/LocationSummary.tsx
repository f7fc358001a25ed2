import MapOutlined from '@mui/icons-material/MapOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ProjectDetail } from '@fieldwork/contracts';
import { formatCoordinates } from '../location/coordinates';
import { ViewSection } from './ViewSection';

/** Where the project is, with the way to its map (/project/view/{id}/location, the address's query kept). */
export function LocationSummary({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { location } = project;
  return (
    <ViewSection
      id="project-location"
      title={t('projects.view.location')}
      action={
        <Button size="small" startIcon={<MapOutlined />} component={RouterLink} to={`/project/view/${project._id}/location${search}`}>
          {t('projects.view.openMap')}
        </Button>
      }
    >
      {location ? (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="location-address">
            {location.address ? <bdi>{location.address}</bdi> : t('projects.location.noAddress')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <span dir="ltr">{formatCoordinates(location.lat, location.long)}</span>
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('projects.view.noLocation')}</Typography>
      )}
    </ViewSection>
  );
}
