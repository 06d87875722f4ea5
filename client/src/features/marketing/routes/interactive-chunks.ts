import { lazy } from 'react';

// Each interactive section is its own chunk, fetched when it scrolls near (see LazySection).
export const WealthTimeline = lazy(() => import('../interactive/wealth-timeline'));
export const TierComparison = lazy(() => import('../interactive/tier-comparison'));
export const ToolUnlockGrid = lazy(() => import('../interactive/tool-unlock-grid'));
export const AchievementPreview = lazy(() => import('../interactive/achievement-preview'));
export const InteractiveRoadmap = lazy(() => import('../interactive/interactive-roadmap'));
export const RevenueRace = lazy(() => import('../interactive/revenue-race'));
export const PathChooser = lazy(() => import('../interactive/path-chooser'));
export const ViralityDiagram = lazy(() => import('../interactive/virality-diagram'));
export const StylesZoom = lazy(() => import('../interactive/styles-zoom'));
export const WealthSlider = lazy(() => import('../interactive/wealth-slider'));
export const ToneDial = lazy(() => import('../interactive/tone-dial'));
export const WorkflowRace = lazy(() => import('../interactive/workflow-race'));
export const CurriculumGrid = lazy(() => import('../interactive/curriculum-grid'));
export const RoiValueSection = lazy(() => import('../interactive/roi-value-section'));
export const FitAndProof = lazy(() => import('../interactive/fit-and-proof'));
export const GrowthPlan = lazy(() => import('../interactive/growth-plan'));
