// The language menu: only the enabled locales are offered (en, ja, zh; spec part 1 §1), each
// named in its own language.
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { enabledLocales, localeNames } from '@asperity/contract';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useSwitchLocale } from '../../i18n/index.ts';

export interface LanguageMenuProps {
  /** Icon only, for the narrow mobile top bar. */
  readonly compact?: boolean;
}

export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const switchLocale = useSwitchLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = localeNames[locale];
  return (
    <>
      <Button
        color="inherit"
        data-testid="language-menu"
        aria-label={intl.formatMessage({ id: 'language.current' }, { language: current })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: 0 } } : undefined}
      >
        {!compact && <Box component="span">{current}</Box>}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {enabledLocales.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            data-testid={`language-option-${code}`}
            onClick={() => {
              setAnchor(null);
              if (code !== locale) switchLocale(code);
            }}
          >
            <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{localeNames[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
