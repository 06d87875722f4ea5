import { CURRICULUM_MODULE_LIST, CURRICULUM_TOTAL_HOURS } from '@common/catalog/curriculum';
import { CURRICULUM, CURRICULUM_COPY } from './curriculum';
import { LANDING_PLANS } from './plans';

// The promotional curriculum reads the catalogue, whose hours content.test.ts recomputes from the lesson files (ADR 045).
describe('promotional curriculum', () => {
  it('shows every module available, with the catalogue hours, and the total the plans sell', () => {
    expect(CURRICULUM.map((m) => [m.title, m.hours, m.status])).toEqual(CURRICULUM_MODULE_LIST.map((m) => [m.title, m.hours, 'available']));
    expect(CURRICULUM_TOTAL_HOURS).toBe(CURRICULUM.reduce((sum, m) => sum + m.hours, 0));
    expect(CURRICULUM_COPY.hoursLabel(1)).toBe('1 hour');
    for (const plan of LANDING_PLANS) expect(plan.learningBenefits).toMatchObject({ modules: 7, hours: CURRICULUM_TOTAL_HOURS });
  });
});
