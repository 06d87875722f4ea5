import { useLocation } from 'wouter';
import { ModulePage } from '@/features/learning';
import { EnginePanel } from '../components/engine-panel';
import { ENGINES } from '../lib/engines';

/** A module's route (modules 2–7): learning's overview, and the module's engine beside it. */
export default function ModuleEnginePage() {
  const [location] = useLocation();
  const engine = ENGINES[location];
  return (
    <>
      <ModulePage />
      {engine ? <EnginePanel key={location} engine={engine} /> : null}
    </>
  );
}
