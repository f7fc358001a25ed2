import { useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/jobStatuses/StatusChip';
import { statusHex } from '../../../components/jobStatuses/statusColor';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';

interface StatusMenuProps {
  status: string;
  /** Whether the reader may change it (job.changeStatus): otherwise the chip only shows it. */
  editable: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChange: (status: string) => void;
  busy?: boolean;
}

/**
 * The job's status chip; for whom the policy allows it, a dropdown of every status of the
 * instance in its order (spec 2 section 4: any status can be chosen).
 */
export function StatusMenu({ status, editable, open, onOpen, onClose, onChange, busy = false }: StatusMenuProps) {
  const { t } = useTranslation();
  const { statuses, labelOf } = useJobStatuses();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  if (!editable) return <StatusChip status={status} data-testid="job-status-chip" />;
  return (
    <>
      <StatusChip
        ref={setAnchor}
        status={status}
        onClick={onOpen}
        disabled={busy}
        suffix={<ArrowDropDownIcon fontSize="small" aria-hidden sx={{ mr: -0.75 }} />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('jobs.panel.statusButton', { status: labelOf(status) })}
        data-testid="job-status-chip"
      />
      <Menu anchorEl={anchor} open={open && anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': t('jobs.panel.statusMenu') } }}>
        {statuses.map((s) => (
          <MenuItem
            key={s.name}
            selected={s.name === status}
            onClick={() => (s.name === status ? onClose() : onChange(s.name))}
            data-testid={`job-status-option-${s.name}`}
          >
            <ListItemIcon>
              {s.name === status ? (
                <CheckIcon fontSize="small" />
              ) : (
                <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: statusHex(s.color) }} />
              )}
            </ListItemIcon>
            <ListItemText>
              <bdi>{s.label}</bdi>
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
