export { PlaningCalendar, type PlaningCalendarProps } from './planing-calendar';
export { planingCalendarTag } from './planing-calendar.tag';
export { PlanningRandomContext, seededRandom, autoPlan, type RandomSource } from './auto-plan';
