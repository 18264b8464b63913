import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { DecorativeImage } from '../../ui/DecorativeImage';
import { type HelpTreeNode, withQuery } from './help-paths';

interface TreeProps {
  tree: HelpTreeNode;
  alias: string;
  /** The top-level category on show, if any. */
  rootId?: number;
  /** The category whose articles are listed. */
  currentId?: number;
}

function hrefFor(alias: string, root: HelpTreeNode, node: HelpTreeNode) {
  return withQuery(`/help/${alias}/${root.id}`, { category: node.id === root.id ? undefined : node.id });
}

function Branch({
  nodes,
  alias,
  root,
  currentId,
}: {
  nodes: HelpTreeNode[];
  alias: string;
  root: HelpTreeNode;
  currentId?: number;
}) {
  return (
    <ul className="mt-1 space-y-0.5 border-s border-slate-200 ps-3">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={hrefFor(alias, root, node)}
            aria-current={node.id === currentId ? 'page' : undefined}
            className="block rounded px-2 py-1 text-sm text-slate-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
          >
            {node.name}
          </Link>
          {node.children.length > 0 && <Branch nodes={node.children} alias={alias} root={root} currentId={currentId} />}
        </li>
      ))}
    </ul>
  );
}

/** spec §2: `/help/:alias` with its category tree; the open top-level category shows all its levels. */
export function CategoryTree({ tree, alias, rootId, currentId }: TreeProps) {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('tree.label')} data-testid="help-tree">
      <h2 className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('tree.label')}</h2>
      <ul className="mt-2 space-y-1">
        <li>
          <Link
            to={`/help/${alias}`}
            aria-current={rootId === undefined ? 'page' : undefined}
            className="block rounded px-2 py-1.5 font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
          >
            {t('tree.all')}
          </Link>
        </li>
        {tree.children.map((root) => (
          <li key={root.id}>
            <Link
              to={hrefFor(alias, root, root)}
              aria-current={root.id === currentId ? 'page' : undefined}
              className="flex items-center gap-2 rounded px-2 py-1.5 font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {root.icon && <DecorativeImage src={root.icon} size={20} />}
              {root.name}
            </Link>
            {root.id === rootId && root.children.length > 0 && (
              <Branch nodes={root.children} alias={alias} root={root} currentId={currentId} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
