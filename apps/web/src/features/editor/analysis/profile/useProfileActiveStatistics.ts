// The profile parameters' chosen statistics per group (see active-statistics); by default every one.
import { createActiveStatisticsStore } from '../active-statistics/activeStatistics.ts';

export const PROFILE_ACTIVE_STATISTICS_KEY = 'asperity.editor.profileActiveStatistics';
export const useProfileActiveStatistics = createActiveStatisticsStore(PROFILE_ACTIVE_STATISTICS_KEY);
