import { ConfigProvider } from 'antd';
// antd's own Card styles, without its component: antd's Card imports Tabs (for tabList), which
// brings rc-tabs, rc-menu, rc-dropdown and rc-overflow (~17 KB compressed) to every page with a
// card. Our cards are a title and a body only.
import useCardStyle from 'antd/es/card/style';
import type { HTMLAttributes, ReactNode } from 'react';
import { useContext } from 'react';

type CardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
};

/** antd's bordered Card (same markup and classes, right-to-left included): title and body. */
export function Card({ title, className, children, ...rest }: CardProps) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefix);
  const classes = [
    prefix,
    `${prefix}-bordered`,
    direction === 'rtl' ? `${prefix}-rtl` : '',
    className ?? '',
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div {...rest} className={classes}>
      {hasTitle && (
        <div className={`${prefix}-head`}>
          <div className={`${prefix}-head-wrapper`}>
            <div className={`${prefix}-head-title`}>{title}</div>
          </div>
        </div>
      )}
      {children !== undefined && children !== null && children !== false && (
        <div className={`${prefix}-body`}>{children}</div>
      )}
    </div>
  );
}
