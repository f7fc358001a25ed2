import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ProjectFieldValue } from '@fieldwork/contracts';
import { ReadOnlyText } from './ReadOnlyText';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

type Address = ProjectFieldValue<'address'>;

/** A coordinate as typed: empty is none, anything else must be a number within its range. */
function coordinate(text: string, limit: number): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

/** An address with its position ({lat, long, address}); saved as typed, once every part is valid. */
export function AddressWidget({ label, value, editing, saver }: WidgetProps<Address>) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(value?.address ?? '');
  const [lat, setLat] = useState(value?.lat?.toString() ?? '');
  const [long, setLong] = useState(value?.long?.toString() ?? '');
  if (!editing) {
    const placed = value !== null && value.lat !== null && value.long !== null;
    // The position keeps its own direction: in a right-to-left line its brackets and numbers would swap places.
    return (
      <ReadOnlyText empty={!value?.address && !placed}>
        <bdi>{value?.address}</bdi>
        {placed && (
          <>
            {value.address ? ' ' : ''}
            <span dir="ltr">({value.lat}, {value.long})</span>
          </>
        )}
      </ReadOnlyText>
    );
  }
  const latValue = coordinate(lat, 90);
  const longValue = coordinate(long, 180);

  function changed(next: { address?: string; lat?: string; long?: string }) {
    const parts = { address, lat, long, ...next };
    const la = coordinate(parts.lat, 90);
    const lo = coordinate(parts.long, 180);
    if (la === undefined || lo === undefined) return;
    const empty = parts.address.trim() === '' && la === null && lo === null;
    saver.saveSoon(empty ? null : { address: parts.address, lat: la, long: lo });
  }

  return (
    <>
      <Stack spacing={1.5}>
        <TextField
          label={label}
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            changed({ address: e.target.value });
          }}
          slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
          fullWidth
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            label={t('projectFields.address.lat')}
            value={lat}
            error={latValue === undefined}
            helperText={latValue === undefined ? t('projectFields.address.latRange') : undefined}
            onChange={(e) => {
              setLat(e.target.value);
              changed({ lat: e.target.value });
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            fullWidth
          />
          <TextField
            label={t('projectFields.address.long')}
            value={long}
            error={longValue === undefined}
            helperText={longValue === undefined ? t('projectFields.address.longRange') : undefined}
            onChange={(e) => {
              setLong(e.target.value);
              changed({ long: e.target.value });
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            fullWidth
          />
        </Stack>
      </Stack>
      <SaveStatus save={saver} />
    </>
  );
}
