import { router } from '../../init.ts';
import { reportsRun } from './reports-run.ts';
import { savedFiltersDelete } from './saved-filters-delete.ts';
import { savedFiltersList } from './saved-filters-list.ts';
import { savedFiltersRename } from './saved-filters-rename.ts';
import { savedFiltersSave } from './saved-filters-save.ts';

export const reportsRouter = router({
  run: reportsRun,
  savedFilters: router({ list: savedFiltersList, save: savedFiltersSave, rename: savedFiltersRename, delete: savedFiltersDelete }),
});
