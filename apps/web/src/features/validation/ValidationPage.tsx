// The validation page (issue 7 §7): how far each parameter agrees with Gwyddion 2.62, as measured by
// the tests behind docs/parameters.md, with the standard, the unit and the definitional choices; and
// the closed-form checks, run in the reader's browser.
// The measurement texts come from that generated page and are in English.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import parametersMarkdown from '../../../../../docs/parameters.md?raw';
import { ClosedFormChecks } from './ClosedFormChecks.tsx';
import { PageSection } from './PageSection.tsx';
import type { ValidationMessageId } from './messages.ts';
import { parseParametersDoc, type ValidationRow, type ValidationSection } from './parametersDoc.ts';

/** Inline `code` spans of the generated text as <code>. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <Box component="code" key={i} sx={{ fontSize: '0.9em' }}>
            {part}
          </Box>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const KIND_LABEL: Readonly<Record<ValidationRow['agreementKind'], ValidationMessageId>> = {
  identical: 'validation.kind.identical',
  measured: 'validation.kind.measured',
  'not-compared': 'validation.kind.notCompared',
};

const KIND_COLOR = { identical: 'success', measured: 'info', 'not-compared': 'default' } as const;

const SECTION_TITLE: Readonly<Record<ValidationSection['key'], ValidationMessageId>> = {
  areal: 'validation.areal.title',
  profile: 'validation.profile.title',
};

function SectionTable({ section }: { section: ValidationSection }) {
  return (
    <PageSection
      testId={`validation-${section.key}`}
      titleId={SECTION_TITLE[section.key]}
      method={<Inline text={section.method} />}
    >
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={section.key}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="validation.column.parameter" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="validation.column.unit" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="validation.column.standard" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="validation.column.agreement" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="validation.column.choice" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.rows.map((row) => (
              <TableRow key={row.id} data-testid={`validation-row-${row.id}`} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.id}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.name}
                  </Typography>
                </TableCell>
                <TableCell>{row.unit}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{row.standard}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Chip
                    size="small"
                    color={KIND_COLOR[row.agreementKind]}
                    label={<FormattedMessage id={KIND_LABEL[row.agreementKind]} />}
                    sx={{ mb: 0.5 }}
                  />
                  <Typography variant="body2" data-testid="validation-agreement">
                    {row.agreement}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 240 }}>
                  <Typography variant="body2" color={row.choice ? 'text.primary' : 'text.secondary'}>
                    {row.choice || '–'}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PageSection>
  );
}

export function ValidationPage() {
  const data = useMemo(() => parseParametersDoc(parametersMarkdown), []);
  return (
    <Container component="article" maxWidth="lg" data-testid="validation-page" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}
      >
        <FormattedMessage id="validation.title" />
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 1 }}>
        <FormattedMessage id="validation.intro" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="validation.source" />
      </Typography>
      {data.sections.map((section) => (
        <SectionTable key={section.key} section={section} />
      ))}
      <ClosedFormChecks />
      {data.tools.length > 0 && (
        <Box component="section" data-testid="validation-tools">
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            <FormattedMessage id="validation.tools.title" />
          </Typography>
          {data.tools.map((tool) => (
            <Box key={tool.title} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {tool.title}
              </Typography>
              <Typography variant="body2">
                <Inline text={tool.text} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
