import type { FastifyInstance } from 'fastify';
import type { BillingDependencies } from '../billing/billing-services.ts';
import { dashboardRoutes } from './dashboard-routes.ts';

export interface DashboardDependencies {
  /** The dashboard shows what the person bought and subscribes to. */
  billing: BillingDependencies;
}

/** The signed-in person's dashboard summary. */
export async function registerDashboard(
  app: FastifyInstance,
  deps: DashboardDependencies,
): Promise<void> {
  await app.register(dashboardRoutes, deps);
}
