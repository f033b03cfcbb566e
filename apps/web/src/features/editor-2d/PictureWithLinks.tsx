// A 2D picture with its links drawn over it (spec part 3 §3): each link a rectangle in fractions of
// the picture. Viewing, a rectangle with somewhere to go is a link (site paths through the router);
// in edit mode a drag on the picture draws a new rectangle and a click on one selects it. Used by the
// 2D editor and, read-only, by the shared 2D viewer.
import { Box } from '@mui/material';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  fractionAt,
  isLinkSized,
  rectBetween,
  rectStyle,
  type FractionPoint,
  type FractionRect,
} from './linkGeometry.ts';

export interface PictureLink extends FractionRect {
  readonly name: string | null;
  readonly href: string | null;
}

export interface PictureWithLinksProps {
  readonly src: string;
  readonly alt: string;
  readonly links: readonly PictureLink[];
  /** Edit mode: drag to draw, click to select. */
  readonly editing?: boolean;
  readonly selected?: number | null;
  readonly onSelect?: (index: number | null) => void;
  readonly onDraw?: (rect: FractionRect) => void;
  /** Accessible name of a link: its target's name, or a fallback numbered text. */
  readonly linkLabel: (link: PictureLink, index: number) => string;
  readonly imageTestId?: string;
}

const rectSx = (selected: boolean) => ({
  position: 'absolute' as const,
  boxSizing: 'border-box' as const,
  border: 2,
  borderColor: selected ? 'warning.main' : 'primary.main',
  bgcolor: selected ? 'rgba(255, 152, 0, 0.18)' : 'rgba(25, 118, 210, 0.12)',
  '&:hover': { bgcolor: 'rgba(25, 118, 210, 0.28)' },
  display: 'block',
});

export function PictureWithLinks({
  src,
  alt,
  links,
  editing = false,
  selected = null,
  onSelect,
  onDraw,
  linkLabel,
  imageTestId = 'picture-image',
}: PictureWithLinksProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<FractionPoint | null>(null);
  const [draft, setDraft] = useState<FractionRect | null>(null);

  const pointOf = (event: ReactPointerEvent): FractionPoint | null => {
    const element = layer.current;
    if (!element) return null;
    const box = element.getBoundingClientRect();
    return fractionAt(event.clientX, event.clientY, box);
  };

  const down = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!editing || event.button !== 0) return;
    const point = pointOf(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setStart(point);
    setDraft(null);
  };
  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const point = pointOf(event);
    if (point) setDraft(rectBetween(start, point));
  };
  const up = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const point = pointOf(event);
    const rect = point ? rectBetween(start, point) : draft;
    setStart(null);
    setDraft(null);
    if (rect && isLinkSized(rect)) onDraw?.(rect);
    else onSelect?.(null);
  };

  return (
    <Box sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%', lineHeight: 0 }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        draggable={false}
        data-testid={imageTestId}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', userSelect: 'none' }}
      />
      <Box
        ref={layer}
        data-testid="picture-links-layer"
        data-editing={editing ? 'true' : 'false'}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        sx={{
          position: 'absolute',
          inset: 0,
          cursor: editing ? 'crosshair' : 'default',
          touchAction: editing ? 'none' : 'auto',
        }}
      >
        {links.map((link, index) => {
          const label = linkLabel(link, index);
          const style = rectStyle(link);
          const common = {
            'aria-label': label,
            title: label,
            'data-testid': `picture-link-${index}`,
            style,
          };
          if (editing)
            return (
              <Box
                key={index}
                component="button"
                type="button"
                {...common}
                aria-pressed={selected === index}
                onPointerDown={(event: ReactPointerEvent) => event.stopPropagation()}
                onClick={() => onSelect?.(index)}
                sx={{ ...rectSx(selected === index), p: 0, cursor: 'pointer' }}
              />
            );
          if (link.href === null)
            return (
              <Box key={index} role="img" {...common} sx={{ ...rectSx(false), borderStyle: 'dashed' }} />
            );
          return link.href.startsWith('/') ? (
            <Box key={index} component={RouterLink} to={link.href} {...common} sx={rectSx(false)} />
          ) : (
            <Box
              key={index}
              component="a"
              href={link.href}
              rel="noopener noreferrer"
              {...common}
              sx={rectSx(false)}
            />
          );
        })}
        {draft && (
          <Box
            data-testid="picture-link-draft"
            style={rectStyle(draft)}
            sx={{ ...rectSx(true), borderStyle: 'dashed', pointerEvents: 'none' }}
          />
        )}
      </Box>
    </Box>
  );
}
