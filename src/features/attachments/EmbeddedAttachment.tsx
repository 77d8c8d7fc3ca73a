// A file embedded in Markdown (a description or comment names it as `/attachments/<id>/<name>`): the page asks for
// its signed address, for members of its workspace only, and shows the image or links the file. A file removed since,
// or not readable here, shows its name and says so.
import { Component, Suspense, type ReactNode } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { EmbeddedAttachmentQuery } from '@/__generated__/EmbeddedAttachmentQuery.graphql';
import styles from './Attachments.module.css';

const query = graphql`
  query EmbeddedAttachmentQuery($id: ID!) {
    node(id: $id) {
      ... on Attachment {
        url
        name
        isImage
      }
    }
  }
`;

class Unavailable extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Missing({ text }: { text: string }) {
  return <span className={styles.missing}>{text} (file not available)</span>;
}

function ResolvedImage({ id, alt }: { id: string; alt: string }) {
  const { node } = useLazyLoadQuery<EmbeddedAttachmentQuery>(query, { id }, { fetchPolicy: 'store-or-network' });
  if (!node?.url) return <Missing text={alt || 'Image'} />;
  if (!node.isImage) return <AttachmentLink id={id}>{alt || node.name}</AttachmentLink>;
  return (
    <a href={node.url} target="_blank" rel="noopener noreferrer" className={styles.embeddedImageLink}>
      <img src={node.url} alt={alt || node.name} className={styles.embeddedImage} loading="lazy" />
    </a>
  );
}

/** An image a text embeds: shown once its address is known (its description meanwhile). */
export function AttachmentImage({ id, alt }: { id: string; alt: string }) {
  const fallback = <Missing text={alt || 'Image'} />;
  return (
    <Unavailable fallback={fallback}>
      <Suspense fallback={<span className={styles.loadingImage} aria-busy="true">{alt || 'Image'}</span>}>
        <ResolvedImage id={id} alt={alt} />
      </Suspense>
    </Unavailable>
  );
}

/** A file a text links: following it asks for a fresh address first (an address expires), then downloads. */
export function AttachmentLink({ id, children }: { id: string; children: ReactNode }) {
  const environment = useRelayEnvironment();
  return (
    <a
      href={`#attachment-${id}`}
      className={styles.fileLink}
      onClick={(event) => {
        event.preventDefault();
        fetchQuery<EmbeddedAttachmentQuery>(environment, query, { id }, { fetchPolicy: 'network-only' })
          .toPromise()
          .then((data) => {
            if (data?.node?.url) window.open(data.node.url, '_blank', 'noopener');
          })
          .catch(() => {});
      }}
    >
      {children}
    </a>
  );
}
