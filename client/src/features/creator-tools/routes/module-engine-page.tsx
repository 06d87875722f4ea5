import { useLocation } from 'wouter';
import { ModulePage } from '@/features/learning';
import { ENGINE_COPY } from '@/content/creator-tools-copy';
import { EnginePanel } from '../components/engine-panel';
import { SavedLibrary } from '../components/saved-library';
import { ENGINES } from '../lib/engines';

/** A module's route (modules 2–7): learning's overview, and the module's engine beside it. */
export default function ModuleEnginePage() {
  const [location] = useLocation();
  const engine = ENGINES[location];
  return (
    <>
      <ModulePage />
      {engine ? (
        <>
          <EnginePanel key={location} engine={engine} />
          <div className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
            <SavedLibrary
              kind="result"
              fixedTag={engine.tool}
              heading={ENGINE_COPY.savedHeading}
              searchLabel={ENGINE_COPY.searchLabel}
              emptyTitle={ENGINE_COPY.emptyTitle}
              emptyText={ENGINE_COPY.emptyText}
              noMatch={ENGINE_COPY.noMatch}
              toDraft={(item) => ({ description: item.body.slice(0, 500) })}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
