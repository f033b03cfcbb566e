// The Recipes button of the editor's Operators toolbar (spec part 3 §2: recipes are reached from the 3D
// editor). Recipes are an Advanced feature: below it the button opens the upgrade prompt. Not shown in
// shared views: recipes belong to the signed-in user's account.
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditorSession } from '../editor/useEditorSession.ts';

const RecipesDialog = lazy(() => import('./RecipesDialog.tsx'));

export function RecipesButton() {
  const session = useEditorSession();
  const [open, setOpen] = useState(false);
  if (session.accessQuery !== undefined) return null;
  return (
    <>
      <Button
        startIcon={<MenuBookOutlined />}
        onClick={() => (session.canUse('recipes') ? setOpen(true) : session.promptUpgrade('recipes'))}
        data-testid="recipes-button"
        data-locked={!session.canUse('recipes')}
      >
        <FormattedMessage id="recipes.button" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecipesDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
