import type { ReactElement, ReactNode } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusChipColors } from './statusColor';
import { useJobStatuses } from './useJobStatuses';

type StatusChipProps = {
  status: string;
  /** Shown after the label (the dropdown's arrow). */
  suffix?: ReactNode;
} & Omit<ChipProps, 'label' | 'color'>;

/**
 * A job's status as a chip in its colour, named by its label (the word carries the meaning; the
 * colour repeats it). Clickable when given onClick (the side panel's status dropdown).
 */
export function StatusChip({ status, suffix, sx, ...rest }: StatusChipProps): ReactElement {
  const { labelOf, colorOf } = useJobStatuses();
  const colors = statusChipColors(colorOf(status));
  return (
    <Chip
      size="small"
      label={
        suffix ? (
          <span style={{ display: 'inline-flex', alignItems: 'center' }}>
            <bdi>{labelOf(status)}</bdi>
            {suffix}
          </span>
        ) : (
          <bdi>{labelOf(status)}</bdi>
        )
      }
      data-status={status}
      sx={{
        bgcolor: colors.background,
        color: colors.text,
        fontWeight: 600,
        '& .MuiChip-icon, & .MuiSvgIcon-root': { color: colors.text },
        '&.MuiChip-clickable:hover, &.MuiChip-clickable:focus-visible': { bgcolor: colors.background, filter: 'brightness(0.92)' },
        ...sx,
      }}
      {...rest}
    />
  );
}
