import { useMemo, useRef, useState } from 'react';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { useBootstrap, useCurrentUser } from '../../../app/session/useSession';
import { MOBILE_BREAKPOINT } from '../../../app/theme/createAppTheme';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { projectErrorText } from '../projectErrors';
import { useUpdateProjectMutation } from '../projectsApi';
import { parseCoordinate, roundCoordinate, type LatLng } from './coordinates';
import { createGeocoder } from './geocoder';
import { LocationMap } from './LocationMap';
import { findMyLocation } from './myLocation';
import { PlaceSearch } from './PlaceSearch';
import { ShareAndNavigate } from './ShareAndNavigate';
import { useGeocoderMessage } from './useGeocoderMessage';

interface ProjectLocationDialogProps {
  project: ProjectDetail;
  onClose: () => void;
  onFeedback: (feedback: Feedback) => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(roundCoordinate(value)));

/**
 * /project/view/{id}/location: the project's place on a map (spec 2 sections 2, 8 and 9). The
 * point is set by a click on the map, a place search, the device's position or typed coordinates;
 * a click and the position are looked up for their address. With the map's tiles failing (no map
 * service reachable) everything but the picture still works.
 */
export function ProjectLocationDialog({ project, onClose, onFeedback }: ProjectLocationDialogProps) {
  const { t, i18n } = useTranslation();
  const { maps } = useBootstrap();
  const me = useCurrentUser();
  const can = useCan();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const describe = useGeocoderMessage();
  const geocoder = useMemo(() => createGeocoder(maps.geocoderUrl), [maps.geocoderUrl]);
  const editable = can('project.update', { id: project._id, isClientProject: me.client_projects.some((p) => p._id === project._id) });

  const saved = project.location;
  const [lat, setLat] = useState(text(saved?.lat));
  const [lng, setLng] = useState(text(saved?.long));
  const [address, setAddress] = useState(saved?.address ?? '');
  const [focusKey, setFocusKey] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [lookup, setLookup] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const [locating, setLocating] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [update, saving] = useUpdateProjectMutation();
  const lookupRequest = useRef(0);

  const latValue = parseCoordinate(lat, 'lat');
  const lngValue = parseCoordinate(lng, 'lng');
  const point: LatLng | null = latValue !== null && lngValue !== null ? { lat: latValue, lng: lngValue } : null;
  const latInvalid = lat.trim() !== '' && latValue === null;
  const lngInvalid = lng.trim() !== '' && lngValue === null;

  /** Sets the point (rounded as the fields show it) and answers it, for its address to be looked up. */
  function place(next: LatLng, { focus }: { focus: boolean }): LatLng {
    const rounded = { lat: roundCoordinate(next.lat), lng: roundCoordinate(next.lng) };
    setLat(String(rounded.lat));
    setLng(String(rounded.lng));
    if (focus) setFocusKey((k) => k + 1);
    return rounded;
  }

  /** Reverse geocoding: the address of a point set on the map or by the device. */
  async function lookUpAddress(next: LatLng) {
    const mine = (lookupRequest.current += 1);
    setLookup({ busy: true, problem: null });
    try {
      const found = await geocoder.reverse(next, { language: i18n.language });
      if (mine !== lookupRequest.current) return;
      setAddress(found.address);
      setLookup({ busy: false, problem: null });
    } catch (error) {
      if (mine === lookupRequest.current) setLookup({ busy: false, problem: describe(error) });
    }
  }

  async function locateMe() {
    setLocating(true);
    setLookup({ busy: false, problem: null });
    try {
      const here = place(await findMyLocation(), { focus: true });
      void lookUpAddress(here);
    } catch (error) {
      setLookup({ busy: false, problem: describe(error) });
    } finally {
      setLocating(false);
    }
  }

  async function save() {
    if (!point) return;
    setSaveError(null);
    const result = await update({ id: project._id, body: { location: { lat: point.lat, long: point.lng, address: address.trim() } } });
    if ('error' in result) {
      setSaveError(projectErrorText(result.error, t, i18n.language));
      return;
    }
    onFeedback({ severity: 'success', text: t('projects.location.saved') });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="project-location-title" data-testid="location-dialog">
      <DialogTitle id="project-location-title">
        {t('projects.location.title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          <bdi>{project.name}</bdi>
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <PlaceSearch
            geocoder={geocoder}
            onChoose={(found) => {
              place(found, { focus: true });
              setAddress(found.address);
              setLookup({ busy: false, problem: null });
            }}
          />
          {tilesFailed && (
            <Alert severity="info" data-testid="tiles-failed">
              {t('projects.location.tilesFailed')}
            </Alert>
          )}
          <Box
            role="region"
            aria-label={t('projects.location.mapLabel')}
            dir="ltr"
            sx={{ height: mobile ? '42vh' : 360, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          >
            <LocationMap
              tileUrl={maps.tileUrl}
              point={point}
              focusKey={focusKey}
              markerTitle={address || t('projects.location.pin')}
              onTileError={() => setTilesFailed(true)}
              onPick={
                editable
                  ? (picked) => void lookUpAddress(place(picked, { focus: false }))
                  : undefined
              }
            />
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {editable && (
              <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void locateMe()} disabled={locating}>
                {locating ? t('projects.location.locating') : t('projects.location.myLocation')}
              </Button>
            )}
            <ShareAndNavigate point={point} title={project.name} address={address} onFeedback={onFeedback} />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
            <TextField
              label={t('projects.location.address')}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              disabled={!editable}
              helperText={lookup.busy ? t('projects.location.lookingUp') : (lookup.problem ?? ' ')}
              error={lookup.problem !== null}
              slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' }, formHelperText: { role: lookup.problem ? 'alert' : undefined } as object }}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <TextField
              label={t('projects.location.lat')}
              value={lat}
              onChange={(event) => setLat(event.target.value)}
              onBlur={() => point && setFocusKey((k) => k + 1)}
              disabled={!editable}
              error={latInvalid}
              helperText={latInvalid ? t('projects.location.latInvalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 20 } }}
            />
            <TextField
              label={t('projects.location.lng')}
              value={lng}
              onChange={(event) => setLng(event.target.value)}
              onBlur={() => point && setFocusKey((k) => k + 1)}
              disabled={!editable}
              error={lngInvalid}
              helperText={lngInvalid ? t('projects.location.lngInvalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 20 } }}
            />
          </Box>
          {saveError && (
            <Alert severity="error" role="alert" data-testid="location-save-error">
              {saveError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('projects.close')}</Button>
        {editable && (
          <Button variant="contained" onClick={() => void save()} disabled={!point || saving.isLoading}>
            {saving.isLoading ? t('projects.saving') : t('projects.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
