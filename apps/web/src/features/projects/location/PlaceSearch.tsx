import { useRef, useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Geocoder, Place } from './geocoder';
import { useGeocoderMessage } from './useGeocoderMessage';

/** Place search (the geocoder's search): type, search, choose one of the places found. */
export function PlaceSearch({ geocoder, onChoose }: { geocoder: Geocoder; onChoose: (place: Place) => void }) {
  const { t, i18n } = useTranslation();
  const describe = useGeocoderMessage();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Place[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const request = useRef(0);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    const mine = (request.current += 1);
    setSearching(true);
    setProblem(null);
    try {
      const found = await geocoder.search(text.trim(), { language: i18n.language });
      if (mine === request.current) setResults(found);
    } catch (error) {
      if (mine === request.current) {
        setResults(null);
        setProblem(describe(error));
      }
    } finally {
      if (mine === request.current) setSearching(false);
    }
  }

  return (
    <Stack spacing={1} component="form" role="search" noValidate onSubmit={search}>
      <TextField
        label={t('projects.location.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 300, dir: 'auto' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('projects.location.searchButton')} disabled={searching}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {problem && (
        <Alert severity="warning" role="alert" data-testid="search-problem">
          {problem}
        </Alert>
      )}
      {results && results.length > 0 && (
        <Paper variant="outlined">
          <List dense aria-label={t('projects.location.results')} sx={{ maxHeight: 180, overflow: 'auto' }}>
            {results.map((place, i) => (
              <ListItemButton
                key={`${place.lat},${place.lng},${i}`}
                onClick={() => {
                  setResults(null);
                  onChoose(place);
                }}
              >
                <ListItemText primary={<bdi>{place.address}</bdi>} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
