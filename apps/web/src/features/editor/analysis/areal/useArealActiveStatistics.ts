// The areal table's chosen statistics per category (see active-statistics).
import { createActiveStatisticsStore } from '../active-statistics/activeStatistics.ts';

export const AREAL_ACTIVE_STATISTICS_KEY = 'asperity.editor.arealActiveStatistics';
export const useArealActiveStatistics = createActiveStatisticsStore(AREAL_ACTIVE_STATISTICS_KEY);
