import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuestionType } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { QUESTION_TYPE_ICONS } from './editorIcons';

/**
 * "Add question": every type the policy lets this instance add (a type whose app is off is not
 * offered), and a global question of another job type.
 */
export function AddQuestionMenu({ onAdd, onAddGlobal, disabled }: { onAdd: (type: QuestionType) => void; onAddGlobal: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const types = QUESTION_TYPES.filter((type) => can('question.create', { type }));
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'add-question-menu' : undefined}
      >
        {t('jobTypeEditor.add.button')}
      </Button>
      <Menu id="add-question-menu" anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { maxHeight: 480 } } }}>
        {types.map((type) => {
          const Icon = QUESTION_TYPE_ICONS[type];
          return (
            <MenuItem
              key={type}
              onClick={() => {
                close();
                onAdd(type);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`jobTypeEditor.types.${type}`)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onAddGlobal();
          }}
        >
          <ListItemIcon>
            <PublicOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('jobTypeEditor.add.global')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
