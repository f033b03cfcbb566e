// Every gallery query field of part 1 §3 as a control: words to find and where to look for them
// (searchBy; with "everywhere", whether the description and the system count), category, further
// categories the item must all carry (tags), technology, published within a day/week/month, only
// savable, only staff picks, only the items staff unpublished (staff only), an author, and the sort.
import {
  GALLERY_CATEGORIES,
  SHARE_TECHNOLOGIES,
  TIME_RANGE_DAYS,
  type GalleryCategory,
  type ShareTechnology,
  type TimeRange,
} from '@asperity/contract';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_FILTERS,
  SEARCH_BY,
  SORT_CHOICES,
  isNarrowed,
  type GalleryFilters,
  type SearchBy,
} from './galleryQuery.ts';

export interface GalleryFiltersBarProps {
  readonly value: GalleryFilters;
  readonly onChange: (next: GalleryFilters) => void;
  readonly isStaff: boolean;
}

const ANY = '';
const TIME_RANGES = Object.keys(TIME_RANGE_DAYS) as TimeRange[];

export function GalleryFiltersBar({ value, onChange, isStaff }: GalleryFiltersBarProps) {
  const intl = useIntl();
  // Words and author are applied on Enter or "Search", not on every key press. The page keys this
  // bar by both, so a search changed from elsewhere (back, a category link) starts it afresh.
  const [q, setQ] = useState(value.q);
  const [username, setUsername] = useState(value.username);
  const set = (patch: Partial<GalleryFilters>) => onChange({ ...value, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim(), username: username.trim() });
  };
  const label = (id: string) => intl.formatMessage({ id });
  const sortId = `${value.sortBy}-${value.sortOrder}`;

  return (
    <Box component="form" onSubmit={submit} role="search" data-testid="gallery-filters" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={label('gallery.filter.q')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200, 'data-testid': 'gallery-q' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={label('gallery.filter.searchBy')}
          value={value.searchBy}
          onChange={(event) => set({ searchBy: event.target.value as SearchBy })}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'gallery-search-by' } }}
        >
          {SEARCH_BY.map((by) => (
            <MenuItem key={by} value={by}>
              <FormattedMessage id={`gallery.filter.searchBy.${by}`} />
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" data-testid="gallery-search">
          <FormattedMessage id="gallery.filter.search" />
        </Button>
      </Stack>
      {value.searchBy === 'all' && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', mb: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={value.searchDescription}
                onChange={(event) => set({ searchDescription: event.target.checked })}
                slotProps={{
                  input: { 'data-testid': 'gallery-search-description' } as Record<string, string>,
                }}
              />
            }
            label={<FormattedMessage id="gallery.filter.searchDescription" />}
          />
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={value.searchSystem}
                onChange={(event) => set({ searchSystem: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'gallery-search-system' } as Record<string, string> }}
              />
            }
            label={<FormattedMessage id="gallery.filter.searchSystem" />}
          />
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          alignItems: 'start',
        }}
      >
        <TextField
          select
          size="small"
          label={label('gallery.filter.category')}
          value={value.category ?? ANY}
          onChange={(event) =>
            set({ category: event.target.value === ANY ? null : (event.target.value as GalleryCategory) })
          }
          slotProps={{ htmlInput: { 'data-testid': 'gallery-category' } }}
        >
          <MenuItem value={ANY}>
            <FormattedMessage id="gallery.filter.any" />
          </MenuItem>
          {GALLERY_CATEGORIES.map((code) => (
            <MenuItem key={code} value={code}>
              <FormattedMessage id={`gallery.category.${code}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={label('gallery.filter.tags')}
          value={value.tags}
          onChange={(event) => {
            const picked = event.target.value as unknown as GalleryCategory[] | string;
            set({ tags: typeof picked === 'string' ? [] : picked });
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'gallery-tags' },
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as GalleryCategory[]).map((code) => (
                    <Chip key={code} size="small" label={label(`gallery.category.${code}`)} />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {GALLERY_CATEGORIES.map((code) => (
            <MenuItem key={code} value={code}>
              <Checkbox size="small" checked={value.tags.includes(code)} sx={{ p: 0, mr: 1 }} />
              <FormattedMessage id={`gallery.category.${code}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={label('gallery.filter.technology')}
          value={value.technology ?? ANY}
          onChange={(event) =>
            set({ technology: event.target.value === ANY ? null : (event.target.value as ShareTechnology) })
          }
          slotProps={{ htmlInput: { 'data-testid': 'gallery-technology' } }}
        >
          <MenuItem value={ANY}>
            <FormattedMessage id="gallery.filter.any" />
          </MenuItem>
          {SHARE_TECHNOLOGIES.map((technology) => (
            <MenuItem key={technology} value={technology}>
              <FormattedMessage id={`sharing.technology.${technology}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={label('gallery.filter.date')}
          value={value.date ?? ANY}
          onChange={(event) =>
            set({ date: event.target.value === ANY ? null : (event.target.value as TimeRange) })
          }
          slotProps={{ htmlInput: { 'data-testid': 'gallery-date' } }}
        >
          <MenuItem value={ANY}>
            <FormattedMessage id="gallery.filter.anyTime" />
          </MenuItem>
          {TIME_RANGES.map((range) => (
            <MenuItem key={range} value={range}>
              <FormattedMessage id={`gallery.filter.date.${range}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={label('gallery.filter.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          onBlur={() => username.trim() !== value.username && set({ username: username.trim() })}
          slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'gallery-username' } }}
        />
        <TextField
          select
          size="small"
          label={label('gallery.filter.sort')}
          value={sortId}
          onChange={(event) => {
            const choice = SORT_CHOICES.find((c) => c.id === event.target.value);
            if (choice) set({ sortBy: choice.sortBy, sortOrder: choice.sortOrder });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'gallery-sort' } }}
        >
          {SORT_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              <FormattedMessage id={`gallery.filter.sort.${choice.id}`} />
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={value.savable}
              onChange={(event) => set({ savable: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'gallery-savable' } as Record<string, string> }}
            />
          }
          label={<FormattedMessage id="gallery.filter.savable" />}
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={value.staffPicked}
              onChange={(event) => set({ staffPicked: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'gallery-staff-picked' } as Record<string, string> }}
            />
          }
          label={<FormattedMessage id="gallery.filter.staffPicked" />}
        />
        {isStaff && (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={value.staffOnly}
                onChange={(event) => set({ staffOnly: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'gallery-staff-only' } as Record<string, string> }}
              />
            }
            label={<FormattedMessage id="gallery.filter.staffOnly" />}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {isNarrowed(value, isStaff) && (
          <Button size="small" onClick={() => onChange(DEFAULT_FILTERS)} data-testid="gallery-clear">
            <FormattedMessage id="gallery.filter.clear" />
          </Button>
        )}
      </Stack>
    </Box>
  );
}
